// Quick-start topics that explain rather than ask. All wording is ours.
import { Button, Checkbox, List, Stack, Text } from '@mantine/core';
import { sortTasks } from '@probity/domain';
import { useNavigate, useParams } from 'react-router';
import { estatePath } from '../../../lib/estate-routes';
import { openSignUp, saveUserPrefs, useUser } from '../../auth';
import { useTasks } from '../use-tasks';
import type { Answers, CreatedKind, Topic } from './topics';

interface Props {
  topic: Topic;
  answers: Answers;
  kind: CreatedKind;
  onDone: () => void;
}

const P = ({ children }: { children: React.ReactNode }) => <Text size="sm">{children}</Text>;

function NextSteps({ kind, onDone }: Pick<Props, 'kind' | 'onDone'>) {
  const { tasks } = useTasks();
  const { data: user } = useUser();
  const { estateId = '' } = useParams();
  const navigate = useNavigate();
  const first = sortTasks(
    tasks.filter((t) => t.status === 'N' && !t.inactive && !t.auto_track),
    'wizard',
  ).slice(0, 3);
  return (
    <Stack gap="sm">
      <P>Your checklist is ready. Good places to begin:</P>
      <List size="sm" data-testid="qs-first-tasks">
        {first.map((t) => (
          <List.Item key={t.id}>{t.name}</List.Item>
        ))}
      </List>
      <P>Tick tasks off as you go, or mark the ones that do not apply as N/A. Remember to save.</P>
      {user && (
        <Checkbox
          size="sm"
          label="Do not open the quick start by itself for my next estates"
          checked={user.wiz_off}
          onChange={(e) => void saveUserPrefs({ wiz_off: e.currentTarget.checked })}
          data-testid="qs-wiz-off"
        />
      )}
      {kind === 'probate' && (
        <Button
          variant="light"
          onClick={() => {
            onDone();
            navigate(`${estatePath(estateId, 'Overview')}?service=probate`);
          }}
          data-testid="qs-probate-service"
        >
          Continue with the probate lawyer service
        </Button>
      )}
    </Stack>
  );
}

export function InfoTopic({ topic, answers, kind, onDone }: Props) {
  const ca = answers.country === 'ca';
  switch (topic) {
    case 'welcome':
      return (
        <Stack gap="sm">
          <P>
            A few quick questions set up a checklist that fits your situation: the right tasks for the
            {ca ? ' province' : ' state'}, with due dates counted from the key date.
          </P>
          <P>It takes about two minutes. You can change every answer later.</P>
        </Stack>
      );
    case 'video':
      return (
        <Stack gap="sm">
          <P>Probity keeps the whole job in one place:</P>
          <List size="sm">
            <List.Item>Tasks: a checklist in six steps, from the first week to closing the estate.</List.Item>
            <List.Item>Records: assets, debts, heirs and every transaction, with running totals.</List.Item>
            <List.Item>Reports: inventories and accounts for the court, heirs and tax returns.</List.Item>
          </List>
        </Stack>
      );
    case 'tax':
      return ca ? (
        <P>
          Canada has no estate tax, but the person who died is taxed as if they sold everything at death, and
          most provinces charge a probate fee on the estate value. The checklist includes the final return and
          the clearance certificate that protects you before you distribute.
        </P>
      ) : (
        <P>
          Large estates may owe federal estate tax (Form 706), and some states add their own estate or
          inheritance tax. The checklist includes these returns when they apply, and drops Form 706 when the
          estate is under the filing limit for the year of death.
        </P>
      );
    case 'consult':
      return (
        <P>
          Many probate lawyers offer a short first call at no charge. It is a good way to learn how the court
          in your county works and whether you need a lawyer at all. You can find one from the Overview tab.
        </P>
      );
    case 'has_ancillary':
      return (
        <P>
          The checklist keeps the ancillary probate task. Once you have your authority at home, the court
          where the property is usually accepts a copy of it to open a smaller, local case.
        </P>
      );
    case 'account':
      return (
        <Stack gap="sm">
          <P>
            Your estate lives only in this browser until you save it to an account. An account keeps it
            private, backed up, and reachable from any device.
          </P>
          <Button variant="light" onClick={() => openSignUp()} data-testid="qs-sign-up">
            Create an account
          </Button>
        </Stack>
      );
    case 'next':
      return <NextSteps kind={kind} onDone={onDone} />;
    default:
      return null;
  }
}
