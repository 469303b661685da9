import { toLedgerJournal, ZEstateParams } from '@probity/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readAccess, readEstateSnapshot } from '../estate/index.ts';
import { failAnswers } from '../http/answers.ts';

/** The 200 answer: text, declared under its content type (a string sent with its content type goes out as is). */
const journalAnswer = {
  description: 'The ledger as a ledger-cli / hledger journal, sent as an attachment (<estate id>.journal).',
  content: { 'text/plain': { schema: z.string() } },
};

/**
 * GET /api/estate/{id}/journal: the estate's ledger as a ledger-cli / hledger journal (one account per asset,
 * debt, heir and category), for accountants who keep their own books. Same read rights as the estate.
 */
export function estateJournalRoutes(root: FastifyInstance): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const schema = { params: ZEstateParams, response: { 200: journalAnswer, ...failAnswers } };
  app.get('/api/estate/:id/journal', { schema }, async (req, reply) => {
    const { estate } = await readAccess(root.ctx, req, req.params.id);
    const { facts, derived } = await readEstateSnapshot(root.ctx.db, estate.id);
    return reply
      .type('text/plain; charset=utf-8')
      .header('content-disposition', `attachment; filename="${estate.id}.journal"`)
      .send(toLedgerJournal(facts, derived));
  });
}
