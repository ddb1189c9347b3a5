// The editors' side of the shared 15 s data (§3 Common data, §7 /api/frontend/refresh): trending tags, weather, the
// flood warning, promoted links (widgets), search placeholders, component setup and the pip status change while
// readers keep reading. Loopback only, with the admin token when one is configured, like the other admin writes.
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { WEATHER_ICONS } from '../../../shared/common-data.ts';
import { domainSiteSlugs, siteBySlug } from '../../../shared/sites/site-table.ts';
import { authorizeAdmin } from '../admin-auth.ts';
import { CACHE_PRIVATE } from '../cache-policy.ts';
import { badRequest, notFound } from '../http-error.ts';
import type { OriginContext } from '../origin-context.ts';

const Text = (maxLength: number) => Type.String({ minLength: 1, maxLength });
const Link = Type.String({ minLength: 1, maxLength: 500, pattern: '^(/(?![/\\\\])|https://)' });
const Flag = Type.Union([Type.Literal('0'), Type.Literal('1')]);

export const FrontendStatePatch = Type.Object(
  {
    trendingTags: Type.Optional(Type.Array(Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,99}$' }), { maxItems: 20 })),
    weatherData: Type.Optional(
      Type.Array(
        Type.Object(
          {
            city: Text(80),
            temperature: Type.Number({ minimum: -80, maximum: 70 }),
            icon: Type.Union(WEATHER_ICONS.map((i) => Type.Literal(i))),
          },
          { additionalProperties: false },
        ),
        { maxItems: 10 },
      ),
    ),
    floodingData: Type.Optional(
      Type.Union([
        Type.Null(),
        Type.Object(
          {
            title: Type.Optional(Text(200)),
            text: Text(500),
            url: Type.Optional(Link),
            active: Type.Optional(Type.Boolean()),
          },
          { additionalProperties: false },
        ),
      ]),
    ),
    widgets: Type.Optional(
      Type.Array(
        Type.Object(
          {
            title: Text(200),
            url: Link,
            label: Type.Optional(Text(40)),
          },
          { additionalProperties: false },
        ),
        { maxItems: 10 },
      ),
    ),
    searchPlaceholders: Type.Optional(Type.Array(Text(120), { maxItems: 10 })),
    componentSetup: Type.Optional(
      Type.Object(
        { donations: Type.Optional(Flag), refreshQuiz: Type.Optional(Flag) },
        { additionalProperties: false },
      ),
    ),
    pipStatus: Type.Optional(
      Type.Object(
        {
          pipShow: Type.Boolean(),
          pipTitle: Type.Union([Type.String({ maxLength: 300 }), Type.Null()]),
          pipUrl: Type.Union([Link, Type.Null()]),
          pipOpen: Type.Boolean(),
          pipLabel: Text(40),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);
export type FrontendStatePatch = Static<typeof FrontendStatePatch>;

const COLUMNS = {
  trendingTags: 'trending_tags',
  weatherData: 'weather',
  floodingData: 'flooding',
  widgets: 'widgets',
  searchPlaceholders: 'search_placeholders',
  componentSetup: 'component_setup',
  pipStatus: 'pip_status',
} as const satisfies Record<keyof FrontendStatePatch, string>;

/**
 * Facts about the world, not editorial choices: the weather and a flood warning are the same for every site of a domain
 * at one moment (the header once said Budapest 3° on / and 8° on /g7). A write to any of them writes the
 * rows of every site of that domain; the regional edition (its own cities) keeps its own.
 */
const DOMAIN_WIDE: ReadonlySet<keyof FrontendStatePatch> = new Set(['weatherData', 'floodingData']);

export function registerAdminFrontendRoutes(app: FastifyInstance, ctx: OriginContext): void {
  const db = ctx.db;
  const row = db.prepare('SELECT component_setup FROM frontend_state WHERE site_slug = ?');
  const knownTags = db.prepare('SELECT slug FROM tags WHERE slug IN (SELECT value FROM json_each(?))').pluck();

  app.patch<{ Params: { site: string }; Body: FrontendStatePatch }>(
    '/admin/frontend/:site',
    {
      schema: { body: FrontendStatePatch },
      onRequest: async (request) => authorizeAdmin(request, ctx.adminToken),
    },
    async (request, reply) => {
      const site = siteBySlug(request.params.site);
      const current = site && (row.get(site.slug) as { component_setup: string } | undefined);
      if (!site || !current) throw notFound(`no site '${request.params.site}'`);
      const body = request.body;
      const fields = Object.keys(body) as (keyof FrontendStatePatch)[];
      if (fields.length === 0) throw badRequest('nothing to change');
      if (body.trendingTags) {
        const known = new Set(knownTags.all(JSON.stringify(body.trendingTags)) as string[]);
        const unknown = body.trendingTags.filter((slug) => !known.has(slug));
        if (unknown.length) throw badRequest(`unknown tags: ${unknown.join(', ')}`);
      }
      const own: Record<string, string | null> = {};
      const domainWide: Record<string, string | null> = {};
      for (const field of fields) {
        let value: unknown = body[field];
        // The setup's flags are changed one at a time; the other keeps its value.
        if (field === 'componentSetup') value = { ...JSON.parse(current.component_setup), ...body.componentSetup };
        (DOMAIN_WIDE.has(field) ? domainWide : own)[COLUMNS[field]] = value === null ? null : JSON.stringify(value);
      }
      const update = (values: Record<string, string | null>, slugs: string[]) => {
        if (Object.keys(values).length === 0) return;
        const sets = Object.keys(values)
          .map((c) => `${c} = @${c}`)
          .join(', ');
        db.prepare(`UPDATE frontend_state SET ${sets} WHERE site_slug IN (SELECT value FROM json_each(@sites))`).run({
          ...values,
          sites: JSON.stringify(slugs),
        });
      };
      db.transaction(() => {
        update(own, [site.slug]);
        update(domainWide, domainSiteSlugs(site));
      })();
      reply.header('cache-control', CACHE_PRIVATE);
      return { site: site.slug, updated: fields };
    },
  );
}
