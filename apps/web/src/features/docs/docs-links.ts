// Where the Docs page sends a reader: the two Sample estates, and the quick start (in an estate the reader may
// change, the Tasks tab opens it from `?created=q`; elsewhere the home page, to start an estate of their own).
import { estatePath } from '../../lib/estate-routes';

export const SAMPLE_LINKS = [
  {
    to: '/estate/sample',
    label: 'US Sample estate',
    about: 'an estate settled under US rules, filled in from start to finish.',
    testId: 'docs-sample-us',
  },
  {
    to: '/estate/sample_ca',
    label: 'Canadian Sample estate',
    about: 'an estate settled under Canadian rules, filled in the same way.',
    testId: 'docs-sample-ca',
  },
] as const;

export function quickStartLink(estateId: string, cannotEdit: boolean) {
  return cannotEdit
    ? {
        to: '/',
        label: 'Start your own estate',
        about: 'the quick start opens once you start an estate of your own.',
      }
    : {
        to: estatePath(estateId, 'Tasks', '?created=q'),
        label: 'Open the quick start',
        about: 'answer a few questions to set up or refresh your task list.',
      };
}
