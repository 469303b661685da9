// The spouse Form 706 prompt: watched while an estate is open, whatever the tab.
export { Form706Host } from './form706-watch';
