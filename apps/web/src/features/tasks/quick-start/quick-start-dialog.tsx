// The quick-start wizard (estate init dialog): one topic at a time with Back and Next, a side
// view listing the topics that apply (hidden under 1200 px), answers written straight into the working copy.
// Escape or the close button asks first once something was entered here (issue 36: a date half typed was lost
// when Escape closed it at once); untouched, it closes at once like any dialog without input.
import { Box, Button, Group, NavLink, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { Dialog } from '../../../components/dialog';
import { confirmDialog, useEstateStore } from '../../../estate';
import { useUser } from '../../auth';
import { chooseCountry, chooseRole } from './answers';
import { AncillaryTopic, EstimateTopic } from './topic-choices';
import { BasicsTopic, RoleTopic } from './topic-forms';
import { InfoTopic } from './topic-info';
import {
  type Answers,
  activeTopics,
  type CreatedKind,
  type Estimate,
  nextTopic,
  parseRole,
  prevTopic,
  type QuickRole,
  roleOf,
  TOPIC_TITLES,
  type Topic,
} from './topics';

export interface QuickStartProps {
  kind: CreatedKind;
  roleParam: string | null;
  country: string | null;
  onClose: () => void;
}

export function QuickStartDialog(p: QuickStartProps) {
  const meta = useEstateStore((s) => s.work.meta);
  const { data: user } = useUser();
  const wide = useMediaQuery('(min-width: 1200px)', true);
  const [topic, setTopic] = useState<Topic>('welcome');
  const [role, setRole] = useState<QuickRole | null>(() => parseRole(p.roleParam) ?? roleOf(meta));
  const [estimate, setEstimate] = useState<Estimate | null>(null);
  const [ancillary, setAncillary] = useState<boolean | null>(null);
  // Entered here: typing or a choice (DOM input events), or any edit of the estate since it opened (a picked state).
  const [typed, setTyped] = useState(false);
  const seq = useEstateStore((s) => s.seq);
  const [seqAtOpen, setSeqAtOpen] = useState<number | null>(null);
  const touched = typed || (seqAtOpen !== null && seq !== seqAtOpen);

  // Parameters from the link that created the estate: country first (it resets tasks), then the role.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the wizard opens
  useEffect(() => {
    const c = p.country?.toLowerCase();
    if ((c === 'us' || c === 'ca') && meta.country_code !== c) chooseCountry(c);
    const r = parseRole(p.roleParam);
    if (r) chooseRole(r);
    setSeqAtOpen(useEstateStore.getState().seq);
  }, []);

  const answers: Answers = {
    role,
    country: String(meta.country_code ?? 'us'),
    trust: meta.trust === true,
    loggedIn: !!user,
    estimate,
    ancillary,
  };
  const list = activeTopics(answers);
  const next = nextTopic(topic, answers);
  const prev = prevTopic(topic, answers);
  const pickRole = (r: QuickRole) => {
    setRole(r);
    chooseRole(r);
  };
  const blocked = topic === 'role' && !role;

  // Leaving the field being typed in commits it (a date commits on blur), so the question loses nothing.
  const askClose = async () => {
    if (!touched) return p.onClose();
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    const sure = await confirmDialog({
      title: 'Close the quick start?',
      msg: 'What you have entered stays in this estate (Save keeps it). You can open the quick start again from the Tasks tab.',
      yes: 'Close',
      no: 'Keep going',
      testId: 'qs-close-confirm',
    });
    if (sure) p.onClose();
  };

  const body = (() => {
    switch (topic) {
      case 'role':
        return <RoleTopic role={role} onChange={pickRole} />;
      case 'basics':
        return <BasicsTopic role={role} />;
      case 'estimate':
        return <EstimateTopic value={estimate} onChange={setEstimate} country={answers.country} />;
      case 'ancillary':
        return <AncillaryTopic value={ancillary} onChange={setAncillary} country={answers.country} />;
      default:
        return <InfoTopic topic={topic} answers={answers} kind={p.kind} onDone={p.onClose} />;
    }
  })();

  return (
    <Dialog
      testId="quick-start-dialog"
      opened
      onClose={() => void askClose()}
      size={wide ? 900 : 'lg'}
      title="Quick start"
      closeOnClickOutside={false}
    >
      <Group
        align="stretch"
        wrap="nowrap"
        gap="lg"
        data-testid="quick-start"
        onInputCapture={() => setTyped(true)}
      >
        {wide && (
          <Box w={200} data-testid="quick-start-side">
            {list.map((t) => (
              <NavLink
                key={t}
                label={TOPIC_TITLES[t]}
                active={t === topic}
                onClick={() => !blocked && setTopic(t)}
                py={4}
              />
            ))}
          </Box>
        )}
        <Stack gap="md" style={{ flex: 1 }} mih={320} data-testid={`qs-topic-${topic}`}>
          <Text fw={700} size="lg">
            {TOPIC_TITLES[topic]}
          </Text>
          <Box style={{ flex: 1 }}>{body}</Box>
          <Group justify="space-between">
            <Button
              variant="default"
              disabled={!prev}
              onClick={() => prev && setTopic(prev)}
              data-testid="qs-back"
            >
              Back
            </Button>
            {next ? (
              <Button disabled={blocked} onClick={() => setTopic(next)} data-testid="qs-next">
                Next
              </Button>
            ) : (
              <Button onClick={p.onClose} data-testid="qs-finish">
                Go to my tasks
              </Button>
            )}
          </Group>
        </Stack>
      </Group>
    </Dialog>
  );
}
