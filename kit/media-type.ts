// Whether a Content-Type header can be read at all. We take RFC 7231's grammar (section 3.1.1.1: type "/" subtype, then
// `; name=value` parameters, value a token or a quoted string), which is what the proxy's parser (fast-content-type-
// parse, inside @fastify/reply-from) accepts; RFC 9110 also allows empty parameters (`application/json;;;`), but a
// header the proxy would throw on must be refused at the edge, before any route or parser sees it.
const TOKEN = "[!#$%&'*+.^\\w`|~-]+";
const TYPE = "[!#$%&'*+.^\\w|~-]+";
const QUOTED = '"(?:[\\v\\u0020\\u0021\\u0023-\\u005b\\u005d-\\u007e\\u0080-\\u00ff]|\\\\[\\v\\u0020-\\u00ff])*"';
const MEDIA_TYPE = new RegExp(`^${TYPE}/${TYPE}$`);
const PARAMETERS = new RegExp(`^(?:; *${TOKEN}=(?:${TOKEN}|${QUOTED}) *)*$`);

/** True when `value` is a media type with well-formed parameters (surrounding spaces allowed, as parsers trim them). */
export function isWellFormedMediaType(value: string): boolean {
  const semi = value.indexOf(';');
  const type = (semi === -1 ? value : value.slice(0, semi)).trim();
  if (!MEDIA_TYPE.test(type)) return false;
  return semi === -1 || PARAMETERS.test(value.slice(semi));
}
