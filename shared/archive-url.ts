// The archive's path (§2.1 archivum): apart from the archive query (archive-query.ts), which brings the search
// tags and their parsing, because every page's header links here and the plain article page's script budget should
// not carry the search's code.
import { SUB_SITE_ALTERNATION, type SubSiteSlug } from './sites/site-table.ts';

/** §2.1 archivum: a site's archive path (`/archivum`, `/g7/archivum`, …), where the header search's Enter goes. */
export function archivePath(site: { path: string }): string {
  return `${site.path}/archivum`;
}

/** `/archivum`, or `/{sub-site}/archivum` (§5 route param site: a sub-site of shared/sites/site-table.ts). */
const ARCHIVE_PATH = new RegExp(`^(?:/(${SUB_SITE_ALTERNATION}))?/archivum$`);

/** Whether a path is an archive's, and under which sub-site (null when it is not an archive path). */
export function archivePathMatch(pathname: string): { subSite: SubSiteSlug | undefined } | null {
  const m = ARCHIVE_PATH.exec(pathname);
  return m ? { subSite: m[1] as SubSiteSlug | undefined } : null;
}
