// What the share buttons do (client/components/article-share.tsx), loaded on the first click.
import type { ArticleShare } from '../../shared/share-links.ts';

/** Opens the system share sheet with the article's title and canonical URL; a reader closing it is no error. */
export async function openShareSheet(share: ArticleShare): Promise<void> {
  try {
    await navigator.share({ title: share.title, url: share.url });
  } catch {
    // AbortError: the reader closed the sheet; nothing to say.
  }
}

/** Copies the canonical URL; the answer is the sentence the page's live region says. */
export async function copyLink(share: ArticleShare): Promise<string> {
  try {
    await navigator.clipboard.writeText(share.url);
    return share.copied;
  } catch {
    // No clipboard API, or it refused (an insecure origin, no permission): the older way, from a selection.
    return copyBySelection(share.url) ? share.copied : share.notCopied;
  }
}

function copyBySelection(text: string): boolean {
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  document.body.append(field);
  field.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    field.remove();
  }
}
