// §3 each site's consent script, at the site's consent script path (its profile in shared/sites/<site>.ts): our consent dialog from
// the client build (client/consent/consent-dialog.ts), preceded by the site's name and privacy notice. Read once,
// compressed once (br or gzip); a missing build answers 404 with a reason. Browsers may keep it an hour (a new build's dialog
// reaches readers within that).
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { CONSENT_SCRIPT_ASSET } from '../../shared/consent.ts';
import { jsonForScript } from '../../shared/json-script.ts';
import { siteList } from '../../shared/sites/site-table.ts';
import { profileOf } from '../../shared/sites/site-profiles.ts';
import type { SiteConfig } from '../../shared/sites/site-config.ts';
import type { BffConfig } from '../config.ts';
import { JAVASCRIPT_TYPE, withoutDocumentHeaders } from '../policy/asset-headers.ts';
import { answerAs, refuse } from '../policy/answer-policy.ts';
import { negotiateEncoding } from '../ssr/compression.ts';

/** The privacy notice the dialog links (a document page of the site). */
export const PRIVACY_NOTICE_PATH = '/dokumentum/adatvedelem';

interface Script {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

export function registerConsentRoutes(app: FastifyInstance, config: BffConfig): void {
  let dialog: Promise<string> | null = null;
  const scripts = new Map<string, Promise<Script>>();
  // One script per path; sites sharing a path (the main domain's four) share the root site's name.
  const byPath = new Map<string, SiteConfig>();
  for (const s of siteList) {
    const path = profileOf(s).consentScriptPath;
    if (!byPath.has(path) || s.path === '') byPath.set(path, s);
  }
  for (const [path, owner] of byPath) {
    app.get(path, async (req, reply) => {
      let script = scripts.get(path);
      if (!script) {
        dialog ??= readFile(join(config.clientDistDir, 'assets', CONSENT_SCRIPT_ASSET), 'utf8');
        script = dialog.then((code) => {
          const site = { name: owner.name, privacyPath: PRIVACY_NOTICE_PATH };
          const identity = Buffer.from(`window.__hirportalConsentSite=${jsonForScript(site)};\n${code}`);
          // Compressed once, as tightly as the build's assets: every first visit's first scroll loads it (decision 008).
          const br = brotliCompressSync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } });
          return {
            identity,
            br,
            gzip: gzipSync(identity, { level: 9 }),
            etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 16)}"`,
          };
        });
        scripts.set(path, script);
      }
      let file: Script;
      try {
        file = await script;
      } catch {
        dialog = null;
        scripts.delete(path);
        return refuse(reply, 404, 'the client build has no consent script');
      }
      // A script: the document's policies would only add bytes to every first visit's first scroll (asset-headers.ts).
      answerAs(withoutDocumentHeaders(reply), 'asset')
        .header('content-type', JAVASCRIPT_TYPE)
        .header('etag', file.etag);
      if (req.headers['if-none-match'] === file.etag) return reply.code(304).send();
      const encoding = negotiateEncoding(req.headers['accept-encoding']);
      if (encoding) return reply.header('content-encoding', encoding).send(file[encoding]);
      return reply.send(file.identity);
    });
  }
}
