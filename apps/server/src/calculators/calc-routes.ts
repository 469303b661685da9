import {
  CANADA_ADJUST,
  countryOfRegion,
  EFFORT_PLACES,
  EFFORT_RATES,
  effortRatesOf,
  executorFee,
  FEE_SCHEDULE_PLACES,
  FeeInputError,
  MSG_CALC_PROBLEM,
  PROBATE_FEE_PLACES,
  placeFacts,
  probateFee,
  todayIso,
  ZCompIn,
  ZFeeOut,
  ZPlaceFactsOut,
  ZPlaceParams,
  ZProbateFeeIn,
} from '@probity/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okAnswers } from '../http/answers.ts';
import { badRequest, notFound, ok } from '../http/http-error.ts';

/** What the calculators know, for a client drawing their forms (GET /pkg/trustee_fees.dat, docs/api.md). */
const ZFeeData = z.object({
  schedule_places: z.array(z.string()),
  effort_places: z.array(z.string()),
  effort_rates: z.object({ low: z.number().int(), standard: z.number().int(), high: z.number().int() }),
  canada_adjust: z.array(z.string()),
  probate_fee_places: z.array(z.string()),
});

/** The rates the caller gave (a rate left out is undefined, and must not hide the place's estimate). */
const definedOnly = <T extends object>(o: T): Partial<T> =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;

/**
 * The calculators (issue 19, docs/api.md, Calculators): POST /api/comp/{state} (the executor fee) and POST
 * /api/probate_fee/{state}, open to anyone (no estate is read or written), and the data behind their forms. The
 * rules are the domain's (packages/domain/src/fees); the answer carries the working line by line. And GET
 * /api/place_facts/{state}: what the state or province page shows (packages/domain/src/places).
 */
export function calcRoutes(root: FastifyInstance): void {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/comp/:state',
    { schema: { params: ZPlaceParams, body: ZCompIn, response: okAnswers(ZFeeOut) } },
    async (req) => {
      const place = req.params.state;
      const rates = { ...effortRatesOf(place), ...definedOnly(req.body.rates) };
      try {
        return ok(executorFee(place, countryOfRegion(place) === 'ca' ? 'ca' : 'us', { ...req.body, rates }));
      } catch (e) {
        throw badRequest(e instanceof FeeInputError ? e.message : MSG_CALC_PROBLEM);
      }
    },
  );

  app.post(
    '/api/probate_fee/:state',
    { schema: { params: ZPlaceParams, body: ZProbateFeeIn, response: okAnswers(ZFeeOut) } },
    async (req) => ok(probateFee(req.params.state, req.body)),
  );

  app.get('/pkg/trustee_fees.dat', { schema: { response: { 200: ZFeeData } } }, async (_req, reply) => {
    reply.header('cache-control', 'public, max-age=86400');
    return {
      schedule_places: FEE_SCHEDULE_PLACES,
      effort_places: EFFORT_PLACES,
      effort_rates: EFFORT_RATES,
      canada_adjust: [...CANADA_ADJUST],
      probate_fee_places: PROBATE_FEE_PLACES,
    };
  });

  app.get(
    '/api/place_facts/:state',
    { schema: { params: ZPlaceParams, response: okAnswers(ZPlaceFactsOut) } },
    async (req, reply) => {
      const facts = placeFacts(req.params.state, todayIso());
      if (!facts) throw notFound('No such state or province');
      reply.header('cache-control', 'public, max-age=3600');
      return ok({ ...facts, facts: facts.facts.map((f) => ({ ...f, sources: [...f.sources] })) });
    },
  );
}
