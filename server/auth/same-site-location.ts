// The remembered path a sign-in returns to, made safe to put in Location. safeReturnPath resolves the path against our
// origin, but a resolved path can still begin with '//' ('/.//evil.example' resolves to '//evil.example'), which a
// browser reads as another host: such a result, or anything not a plain absolute path, falls back to '/'.
import { safeReturnPath } from './login-return-path.ts';

export function sameSiteLocation(raw: string | undefined, siteOrigin: string): string {
  const path = safeReturnPath(raw, siteOrigin);
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return '/';
  return new URL(path, siteOrigin).origin === new URL(siteOrigin).origin ? path : '/';
}
