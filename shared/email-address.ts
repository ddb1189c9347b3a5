// One e-mail rule for the BFF's form and the origin's sign-up: stricter than ajv's format — one @, a dotted domain of
// letters, digits and hyphens, no spaces or quotes, the standard's length limits.
const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** Trimmed, domain lowercased (the local part is case-sensitive by the standard), or null when not an address. */
export function normaliseEmail(raw: string): string | null {
  const email = raw.trim();
  if (email.length > 254 || !EMAIL.test(email)) return null;
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at);
  if (local.length > 64 || local.startsWith('.') || local.endsWith('.') || local.includes('..')) return null;
  return `${local}@${email.slice(at + 1).toLowerCase()}`;
}
