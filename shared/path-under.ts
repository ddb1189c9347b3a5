// Whether a path is a prefix's page or one below it ('/tamogatas' and '/tamogatas/siker', not '/tamogatasok'): the
// one spelling of "under" for the rules that apply to a part of the site.

export function isUnder(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}
