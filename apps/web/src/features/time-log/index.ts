export { TimeLogTable, TimeLogTable as TimeLogTab } from './time-log-table';
