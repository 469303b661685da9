// The guide (docs/architecture.md, The guide, the calculators...): the outline (Find Topic, Expand/Collapse, Show/Hide
// Outline; 220 px beside the text, under it on screens narrower than 601 px; open to level 3 at first), the topic's
// text for the reader's country, next and previous through paged topics, ?focus and #hash, and for topics whose rules
// differ by place the facts of the state or province (/{geo_state}, or the estate's own). Used on /Docs and inside an
// estate.
import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  NavLink,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  Typography,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { CA_PROVINCES, regionName, US_STATES } from '@probity/domain';
import { useEffect, useMemo, useState } from 'react';
import Markdown from 'react-markdown';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { calculatorPath, statePagePath } from '../../lib/public-routes';
import { StateIntroDialog } from '../places';
import { type DocCountry, docPage, searchDocs } from './doc-content';
import { type DocTopic, OUTLINE, PLACE_TOPICS, TOPICS } from './outline';

/** Where a path after /Docs/ points: the topic, its page and the place asked for. */
export function parseDocPath(splat: string): { topic: DocTopic; page?: number; geo?: string } | undefined {
  const parts = splat.split('/').filter(Boolean);
  const topic = [...TOPICS]
    .sort((a, b) => b.id.length - a.id.length)
    .find((t) => parts.join('/').toLowerCase().startsWith(t.id.toLowerCase()));
  if (!topic) return undefined;
  const rest = parts.slice(topic.id.split('/').length);
  if (topic.pages !== undefined) {
    const page = Number(rest[0] ?? 0);
    if (!Number.isInteger(page) || page < 0 || page >= topic.pages) return { topic, page: 0 };
    return { topic, page, geo: rest[1]?.toUpperCase() };
  }
  return { topic, geo: rest[0]?.toUpperCase() };
}

const topicLabel = (t: DocTopic, country: DocCountry) =>
  t.pages !== undefined ? t.id.replace(/-/g, ' ') : (docPage(t.id, undefined, country)?.title ?? t.id);

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export function DocsArea({
  base,
  splat,
  country,
  estatePlace,
  inEstate,
}: {
  /** '/Docs', '/ca/Docs' or '/estate/{id}/Docs'. */
  base: string;
  splat: string;
  country: DocCountry;
  /** The estate's state or province, shown on topics whose rules differ by place. */
  estatePlace?: string;
  inEstate: boolean;
}) {
  // Read at once: read in an effect, a phone's first render put the outline beside the text and the next one built
  // it again under it (a test measuring the outline in between found it gone).
  const narrow = useMediaQuery('(max-width: 600px)', undefined, { getInitialValueInEffect: false });
  const [outlineShown, setOutlineShown] = useState(true);
  const [collapsed, setCollapsed] = useState<Set<string>>(new Set());
  const [query, setQuery] = useState('');
  // an address naming a place opens its intro once; the place card opens it again
  const [intro, setIntro] = useState<string | null>(null);
  const at = parseDocPath(splat);
  const urlGeo = at?.geo;
  useEffect(() => {
    if (urlGeo && regionName(urlGeo)) setIntro(urlGeo);
  }, [urlGeo]);
  const [params] = useSearchParams();
  const location = useLocation();
  const focus = params.get('focus');

  // ?focus=words and #hash: bring that part of the text into view once it is drawn
  useEffect(() => {
    const id = location.hash.slice(1);
    const target = id
      ? document.getElementById(id)
      : focus
        ? [...document.querySelectorAll('[data-doc-text] :is(p, li, h3, h4)')].find((el) =>
            el.textContent?.toLowerCase().includes(focus.toLowerCase()),
          )
        : null;
    if (target instanceof HTMLElement) {
      target.scrollIntoView({ block: 'start' });
      if (focus) target.setAttribute('data-focused', 'true');
    }
  }, [location.hash, focus]);

  const results = useMemo(
    () => (query.trim() ? searchDocs(query.trim(), country).slice(0, 8) : []),
    [query, country],
  );
  if (!at) return <Navigate to={`${base}/Introduction/0`} replace />;
  const page = docPage(at.topic.id, at.page, country);
  if (!page) return <Navigate to={`${base}/Introduction/0`} replace />;
  const geo =
    at.geo && regionName(at.geo) ? at.geo : estatePlace && regionName(estatePlace) ? estatePlace : undefined;
  const titleOrder = inEstate ? 3 : 1;
  const pathOf = (t: DocTopic, p?: number) =>
    `${base}/${t.id}${p !== undefined ? `/${p}` : t.pages ? '/0' : ''}`;

  const outline = (
    <Stack gap={4} w={narrow ? '100%' : 220} style={{ flexShrink: 0 }} data-testid="docs-outline">
      <TextInput
        placeholder="Find Topic"
        aria-label="Find Topic"
        value={query}
        onChange={(e) => setQuery(e.currentTarget.value)}
        size="xs"
        data-testid="docs-find"
      />
      {query.trim() ? (
        <Stack gap={0} data-testid="docs-results">
          {results.length === 0 && (
            <Text size="sm" c="dimmed">
              Nothing found
            </Text>
          )}
          {results.map((r) => (
            <NavLink
              key={r.path}
              component={Link}
              to={`${base}/${r.path}`}
              label={r.title}
              onClick={() => setQuery('')}
            />
          ))}
        </Stack>
      ) : (
        <nav aria-label="Guide outline">
          <Button
            size="compact-xs"
            variant="subtle"
            onClick={() => setCollapsed((c) => (c.size ? new Set() : new Set(OUTLINE.map((g) => g.title))))}
            data-testid="docs-expand"
          >
            {collapsed.size ? 'Expand all' : 'Collapse all'}
          </Button>
          {OUTLINE.map((g) => (
            <NavLink
              key={g.title}
              label={g.title}
              opened={!collapsed.has(g.title)}
              onChange={(open) =>
                setCollapsed((c) => {
                  const n = new Set(c);
                  if (open) n.delete(g.title);
                  else n.add(g.title);
                  return n;
                })
              }
              childrenOffset="sm"
              fw={600}
            >
              {g.topics.map((t) =>
                t.pages === undefined ? (
                  <NavLink
                    key={t.id}
                    component={Link}
                    to={pathOf(t)}
                    label={topicLabel(t, country)}
                    active={t.id === at.topic.id}
                    data-testid={`docs-topic-${t.id}`}
                  />
                ) : (
                  // a paged topic: its pages are the outline's third level, open at first
                  <NavLink
                    key={t.id}
                    label={topicLabel(t, country)}
                    defaultOpened
                    childrenOffset="sm"
                    data-testid={`docs-topic-${t.id}`}
                  >
                    {Array.from({ length: t.pages }, (_, p) => (
                      <NavLink
                        // biome-ignore lint/suspicious/noArrayIndexKey: the pages of a topic, in order
                        key={p}
                        component={Link}
                        to={pathOf(t, p)}
                        label={docPage(t.id, p, country)?.title ?? `Page ${p + 1}`}
                        active={t.id === at.topic.id && p === at.page}
                        data-testid={`docs-page-${t.id}-${p}`}
                      />
                    ))}
                  </NavLink>
                ),
              )}
            </NavLink>
          ))}
        </nav>
      )}
    </Stack>
  );

  const paged = at.topic.pages !== undefined && at.page !== undefined;
  const content = (
    <Stack gap="md" style={{ flex: 1, minWidth: 0 }} data-testid="docs-content">
      <Title order={titleOrder} size={inEstate ? 'h3' : 'h2'} data-testid="docs-title">
        {page.title}
      </Title>
      {at.topic.id === 'Tasks' && !inEstate && (
        <Alert color="teal" data-testid="docs-create-estate">
          <Group justify="space-between" gap="xs">
            <Text size="sm">The task list belongs to an estate: create one to get yours.</Text>
            <Button component={Link} to="/" size="xs">
              Create an estate
            </Button>
          </Group>
        </Alert>
      )}
      <Typography data-doc-text>
        <Markdown
          components={{
            h2: ({ children }) => (
              <Title order={(titleOrder + 1) as 2 | 4} size="h4" id={slug(String(children))}>
                {children}
              </Title>
            ),
          }}
        >
          {page.body}
        </Markdown>
      </Typography>
      {at.topic.id === 'Rules-Where-You-Live' && <PlaceLinks country={country} />}
      {(at.topic.id === 'Executor-Fees' || at.topic.id === 'Probate-Fees') && (
        <Group>
          <Button
            component={Link}
            to={calculatorPath(
              at.topic.id === 'Executor-Fees' ? 'executor-fee' : 'probate-fee',
              geo ?? (country === 'ca' ? 'ON' : 'CA'),
            )}
            variant="light"
            data-testid="docs-calculator"
          >
            Open the calculator
          </Button>
        </Group>
      )}
      {geo && PLACE_TOPICS.has(at.topic.id) && (
        <Card withBorder padding="md" data-testid="docs-place">
          <Text size="sm">
            The rules in {regionName(geo)}: the small-estate limit, creditor claims, executor pay, the probate
            fee and taxes, each with its source.
          </Text>
          <Group gap="md" mt={4}>
            <Button size="xs" variant="light" onClick={() => setIntro(geo)} data-testid="docs-place-intro">
              {regionName(geo)} in short
            </Button>
            <Anchor component={Link} to={statePagePath(geo)} size="sm" underline="always">
              What an executor should know in {regionName(geo)}
            </Anchor>
          </Group>
        </Card>
      )}
      {paged && (
        <Group justify="space-between">
          {at.page !== undefined && at.page > 0 ? (
            <Button
              component={Link}
              to={pathOf(at.topic, at.page - 1)}
              variant="default"
              data-testid="docs-prev"
            >
              Previous
            </Button>
          ) : (
            <span />
          )}
          {at.page !== undefined && at.page < (at.topic.pages ?? 0) - 1 && (
            <Button component={Link} to={pathOf(at.topic, at.page + 1)} data-testid="docs-next">
              Next
            </Button>
          )}
        </Group>
      )}
    </Stack>
  );

  return (
    <Stack gap="sm">
      {intro && <StateIntroDialog code={intro} onClose={() => setIntro(null)} />}
      <Group justify="flex-end">
        <Button
          size="compact-sm"
          variant="subtle"
          onClick={() => setOutlineShown((s) => !s)}
          data-testid="docs-outline-toggle"
        >
          {outlineShown ? 'Hide Outline' : 'Show Outline'}
        </Button>
      </Group>
      {narrow ? (
        <Stack gap="lg">
          {content}
          {outlineShown && outline}
        </Stack>
      ) : (
        <Group align="flex-start" gap="xl" wrap="nowrap">
          {outlineShown && outline}
          {content}
        </Group>
      )}
    </Stack>
  );
}

function PlaceLinks({ country }: { country: DocCountry }) {
  const list = country === 'ca' ? CA_PROVINCES : US_STATES;
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing={4} data-testid="docs-places">
      {list.map((r) => (
        <Anchor key={r.value} component={Link} to={statePagePath(r.value)} size="sm">
          {r.label}
        </Anchor>
      ))}
    </SimpleGrid>
  );
}
