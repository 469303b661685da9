/** Step 1, Start: the first week after the death. */
import type { TaskDef } from '../types.ts';
import { paras } from './text.ts';

const base = { cat: 'General', period: 'First Week', step_num: 1, months: 0, country: 'both' } as const;

export const START_TASKS: readonly TaskDef[] = [
  {
    ...base,
    id: 1,
    order: 110,
    auto_track: 'death_date',
    name: 'Record the date of death',
    text: paras(
      'Enter the date of death on the Decedent tab. Every deadline in this checklist counts from it, so the due dates appear as soon as it is set.',
      'This task completes itself when the date is entered.',
    ),
  },
  {
    ...base,
    id: 2,
    order: 120,
    cat: 'Notify',
    name: 'Tell close family and friends',
    text: paras(
      'Let the immediate family and closest friends know first, by phone or in person, before the news spreads another way.',
      'Ask one or two people to help pass the word on, and keep a list of who has been told.',
    ),
  },
  {
    ...base,
    id: 3,
    order: 130,
    name: 'Arrange the funeral or cremation',
    text: paras(
      'Look for written wishes or a prepaid plan before choosing a funeral home. The funeral home usually files the death registration and can order certified death certificates.',
      'Keep every receipt: reasonable funeral costs are normally paid back from the estate, ahead of most other debts.',
    ),
  },
  {
    ...base,
    id: 63,
    order: 140,
    cat: 'Legal',
    name: 'Find the will',
    text: paras(
      'Search the home, desk and files, any safe-deposit box, and ask the lawyer who may have drafted it. Look for later changes (codicils) too.',
      'You need the signed original, not a copy. Do not unstaple or mark it. Record where you found it and attach a scan on the Decedent tab.',
    ),
    ca: {
      text: paras(
        'Search the home, desk and files, any safe-deposit box, and ask the lawyer or notary who may hold it. Look for later changes (codicils) too.',
        'You need the signed original, not a copy. Do not unstaple or mark it. Record where you found it and attach a scan on the Decedent tab.',
      ),
    },
  },
  {
    ...base,
    id: 4,
    order: 145,
    cat: 'Legal',
    country: 'ca',
    only: ['QC'],
    name: 'Request will searches',
    text: paras(
      'In Quebec, notarial wills and wills made before a lawyer may be registered. Ask both the Chambre des notaires and the Barreau du Québec to search their registers, with a death certificate.',
      'Results usually come back within a week. The most recent valid will governs, so wait for both answers before acting on a will you found at home.',
    ),
  },
  {
    ...base,
    id: 5,
    order: 150,
    cat: 'Legal',
    auto_track: 'death_certificate',
    name: 'Order certified death certificates',
    text: paras(
      'Banks, insurers, government agencies and the court each want proof of death. Order five to fifteen certified copies through the funeral home or the vital records office; more later costs more time.',
      'Attach a scan on the Decedent tab. This task completes itself once a death certificate file is attached there.',
    ),
  },
  {
    ...base,
    id: 7,
    order: 160,
    cat: 'Asset',
    name: 'Secure the home and valuables',
    text: paras(
      'Lock the home, consider changing the locks, and move jewelry, cash, papers and small valuables somewhere safe. Put lights on timers so the house looks lived in.',
      'Write down what you removed and where it went; heirs may ask later.',
    ),
  },
  {
    ...base,
    id: 8,
    order: 170,
    name: 'Arrange care for dependents and pets',
    text: paras(
      'Make sure any child, dependent adult or pet who relied on the person is looked after today, even if the long-term plan is not settled.',
      'The will may name a guardian or say who should take a pet; follow it where you can.',
    ),
  },
  {
    ...base,
    id: 9,
    order: 180,
    name: 'Clear out perishables',
    text: paras(
      'Empty the fridge, take out the rubbish and stop deliveries so the home does not attract pests or signal that it is empty.',
    ),
  },
  {
    ...base,
    id: 10,
    order: 190,
    cat: 'Notify',
    name: 'Notify the employer',
    text: paras(
      'If the person worked, tell the employer. Ask about the final pay, unused vacation, group life insurance, pension and health benefits for the family.',
      'Ask for written figures and the forms for any claims; record amounts owed to the estate on the Assets tab.',
    ),
  },
  {
    ...base,
    id: 12,
    order: 200,
    cat: 'Notify',
    country: 'us',
    name: 'Notify Veterans Affairs',
    text: paras(
      'If the person served in the military, tell the VA. It stops any payments and may help with burial costs, a headstone or a flag.',
      'Payments made after the death may have to be returned, so notify early.',
    ),
  },
  {
    ...base,
    id: 13,
    order: 210,
    cat: 'Asset',
    name: 'Check the property insurance',
    text: paras(
      'Call the home and car insurers. Many policies limit cover once a home is empty for a month or two; ask what they need to keep it in force.',
      'Keep premiums paid until each property is sold or handed over.',
    ),
  },
  {
    ...base,
    id: 14,
    order: 220,
    auto_track: 'exec_log',
    name: 'Start your executor log',
    text: paras(
      'Record each thing you do for the estate, the hours it took and what you spent. The log supports any fee you claim and answers questions from heirs or the court.',
      'Use the Time Log and Executor Expenses tables on the Executor tab. This task completes itself with the first log entry.',
    ),
  },
  {
    ...base,
    id: 15,
    order: 230,
    auto_track: 'decedent',
    name: "Enter the decedent's details",
    text: paras(
      'Fill in the name, address and other details on the Decedent tab. Reports and letters draw on them.',
      'This task completes itself once the name is entered.',
    ),
  },
  {
    ...base,
    id: 16,
    order: 240,
    auto_track: 'executor_contacts',
    name: 'Start your contact list',
    text: paras(
      'Add the lawyer, accountant, funeral home, banks and others you deal with to Contacts on the Executor tab, so names and numbers are in one place.',
      'This task completes itself once a contact is recorded.',
    ),
  },
];
