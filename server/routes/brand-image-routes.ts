// /favicon.ico and the share logos (/assets/share/{site}.png, the og:image of a page without a picture of its own),
// drawn from the sites' favicon marks (server/brand-marks.ts) the first time they are asked for and kept: browsers,
// feed readers and crawlers ask for /favicon.ico whatever a page links, and social networks show no SVG.
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { siteList, sites } from '../../shared/sites/site-table.ts';
import type { SiteConfig } from '../../shared/sites/site-config.ts';
import { brandMarkOf, icoOf, markPng, shareCard } from '../brand-marks.ts';
import type { BffConfig } from '../config.ts';
import { encodePng } from '../../kit/png-encoder.ts';
import { answerAs, refuse } from '../policy/answer-policy.ts';

export const FAVICON_ICO_PATH = '/favicon.ico';
/** The sizes a browser picks from: tabs (16), taskbars and high-density tabs (32), desktop shortcuts (48). */
const ICO_SIZES = [16, 32, 48] as const;
const ICO_TYPE = 'image/x-icon';

export function registerBrandImageRoutes(app: FastifyInstance, config: Pick<BffConfig, 'clientDistDir'>): void {
  const assetsDir = join(config.clientDistDir, 'assets');
  let ico: Promise<Buffer> | null = null;
  const cards = new Map<string, Promise<Buffer>>();

  // The main domain's mark: the regional edition's favicon is the same (its favicon in shared/sites/).
  app.get(FAVICON_ICO_PATH, async (req, reply) => {
    ico ??= Promise.resolve().then(() => {
      const mark = brandMarkOf(sites.main, assetsDir);
      return icoOf(ICO_SIZES.map((size) => ({ size, png: markPng(mark, size) })));
    });
    try {
      return answerAs(reply, 'asset')
        .type(ICO_TYPE)
        .send(await ico);
    } catch (err) {
      ico = null;
      req.log.warn({ err: (err as Error).message }, 'favicon unavailable');
      return refuse(reply, 404, 'the client build has no favicon to draw');
    }
  });

  // The file names are the sites' own (facebookLogo in shared/sites/): nothing else is answered here.
  app.get<{ Params: { file: string } }>('/assets/share/:file', async (req, reply) => {
    const site: SiteConfig | undefined = siteList.find((s) => s.facebookLogo === `/assets/share/${req.params.file}`);
    if (!site) return refuse(reply, 404, `no share logo '${req.params.file}'`, 'notFound');
    let card = cards.get(site.slug);
    if (!card) {
      card = Promise.resolve().then(() => encodePng(shareCard(brandMarkOf(site, assetsDir))));
      cards.set(site.slug, card);
    }
    try {
      return answerAs(reply, 'asset')
        .type('image/png')
        .send(await card);
    } catch (err) {
      cards.delete(site.slug);
      req.log.warn({ err: (err as Error).message, site: site.slug }, 'share logo unavailable');
      return refuse(reply, 404, 'the client build has no mark to draw');
    }
  });
}
