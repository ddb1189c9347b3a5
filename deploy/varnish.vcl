vcl 4.1;
# The caching reverse proxy in front of the BFF instances (docker-compose.yml runs three). test/proxy/ runs this very
# file with only the backend addresses replaced, and the backends a test does not start left out
# (tooling/caching-proxy.ts). Why Varnish with xkey: docs/decisions/014-caching-proxy.md.
#
# - It keeps what the BFF's Cache-Control lets a shared cache keep (s-maxage), serves a stale copy while one
#   background fetch refreshes it (stale-while-revalidate), and keeps the copy for as long as stale-if-error says,
#   to answer with it when the BFFs fail or are down.
# - It never stores an editor's page (session cookies), a personalised answer (private, no-store) or an answer that
#   sets a cookie, and passes every write.
# - The publisher purges a changed article by surrogate key: PURGE with `xkey: article-123` (the BFF tags every page
#   with `Surrogate-Key`), after it has purged the BFFs' own caches.
# - A GET that fails on one BFF (refused, reset, or 503 while it shuts down) is retried once on the next one in a
#   ring (sub next_backend). A fourth instance is a backend block, a line in vcl_init and a link in that ring.
# - A page is cached under the query parameters some page type reads, all others dropped from the key (`/?a=1` and
#   `/?utm_source=x` are `/`), as the BFF's own page cache does (docs/decisions/040-cache-keys-from-page-contract.md).

import std;
import directors;
import xkey;

# Backends: the test replaces the host and port of each. A streamed page may take the BFF's render timeout (10 s).
# The connect timeout stays Varnish's 3.5 s: a BFF that is down refuses at once, and a busy one whose accept queue
# is full answers a retried SYN a second later (a write cannot be retried once sent).
# No health probe: under overload a slow /healthz would mark every BFF sick and turn load into an outage; a refused
# or reset connection is retried on the next instance instead, and cached pages outlive them all (stale-if-error).
backend bff1 {
  .host = "bff-1";
  .port = "3000";
  .first_byte_timeout = 15s;
  .between_bytes_timeout = 15s;
}

backend bff2 {
  .host = "bff-2";
  .port = "3000";
  .first_byte_timeout = 15s;
  .between_bytes_timeout = 15s;
}

backend bff3 {
  .host = "bff-3";
  .port = "3000";
  .first_byte_timeout = 15s;
  .between_bytes_timeout = 15s;
}

# Who may purge: this machine and the publisher's host (ignored where that name does not resolve).
acl purgers {
  "localhost";
  "127.0.0.1";
  ("origin");
}

sub vcl_init {
  new bffs = directors.round_robin();
  bffs.add_backend(bff1);
  bffs.add_backend(bff2);
  bffs.add_backend(bff3);
}

sub vcl_recv {
  if (req.method == "PURGE") {
    if (client.ip !~ purgers) {
      return (synth(403, "Forbidden"));
    }
    if (!req.http.xkey) {
      return (synth(400, "PURGE needs an xkey header"));
    }
    set req.http.X-Purged = xkey.purge(req.http.xkey);
    return (synth(200, "Purged " + req.http.X-Purged));
  }
  # A client's own X-Forwarded-Host is not passed on: the BFFs believe forwarding headers from us (TRUST_PROXY) and
  # the cache key is the Host, so a forged one could store one edition's page under the other's URL.
  unset req.http.X-Forwarded-Host;
  set req.backend_hint = bffs.backend();
  if (req.method != "GET" && req.method != "HEAD") {
    return (pass);
  }
  # An editor's session (§6 token cookies): their pages are theirs alone. On https the cookies carry the
  # __Host- prefix (server/policy/site-cookies.ts).
  if (req.http.Cookie ~ "(^|;\s*)(__Host-)?(access_token|refresh_token)=" || req.http.Authorization) {
    return (pass);
  }
  # Restarted from vcl_hit: the stale copy is past stale-while-revalidate, so fetch now, keeping the copy for errors;
  # restarted again after that fetch failed: look the copy up (a restart keeps hash_always_miss as it was).
  if (req.http.X-Stale-Available && !req.http.X-Stale-If-Error) {
    set req.hash_always_miss = true;
  } else {
    set req.hash_always_miss = false;
  }
  # Other cookies do not change an anonymous page (the BFF's own page cache ignores them too), so unlike the
  # built-in rules a cookie alone does not bypass the cache.
  call page_key;
  return (hash);
}

# The cache key of a page (decision 040): its path with only the query parameters some page type reads — the union of
# the lists declared beside the build steps (shared/pages/page-query-keys.ts; shared/pages/varnish-query-keys.test.ts
# keeps this list equal to them). The BFF keys each page type on its own list and builds the page without the others,
# so every variant dropped here is the same page there. The request goes to the BFF as it came (a §2.2 redirect keeps
# the query). Paths the BFF serves besides pages keep their whole query, and so does a query whose parameter names are
# escaped (`%6Fldal` is `oldal` to the BFF): such a URL is keyed as it is.
sub page_key {
  unset req.http.X-Query-Dropped;
  set req.http.X-Page-Key = req.url;
  if (req.url !~ "\?"
      || req.url ~ "^/(api|page-data|secondary|sport/(fixture|dashboard|day|race)|quiz|builds|assets|consent|rss|link|autocomplete|articles|media|auth|login/|visszateres|app-letoltes|metrics|healthz|readyz)([/?]|$)"
      || req.url ~ "^/(sitemap|robots\.txt|sw\.js)"
      || req.url ~ "[?&][^=&]*[%+]") {
    return;
  }
  set req.http.X-Page-Key = regsuball(req.url,
    "([?&])(?!(?:csapat|eredmeny|filters|fizetes|futam|hiba|hibak|hirlevel|isMobileApp|lepes|liga|meccs|megerosites|nap|oldal|orszag|p-[^=&]*|szezon|tab|term|v|verseny|versenyzo)(?:[=&]|$))[^&]*",
    "\1");
  set req.http.X-Page-Key = regsub(regsub(regsuball(req.http.X-Page-Key, "&{2,}", "&"), "\?&", "?"), "[?&]$", "");
  if (req.http.X-Page-Key != req.url) {
    set req.http.X-Query-Dropped = "1";
  }
}

sub vcl_hash {
  hash_data(req.http.X-Page-Key);
  if (req.http.host) {
    hash_data(req.http.host);
  } else {
    hash_data(server.ip);
  }
  return (lookup);
}

sub vcl_hit {
  if (obj.ttl >= 0s) {
    return (deliver);
  }
  # Restarted after the fresh fetch failed: the stale copy beats an error page.
  if (req.http.X-Stale-If-Error) {
    return (deliver);
  }
  # Within stale-while-revalidate: delivered now, refreshed by one background fetch.
  if (obj.ttl + std.duration(obj.http.X-Stale-While-Revalidate, 0s) > 0s) {
    return (deliver);
  }
  set req.http.X-Stale-Available = "1";
  return (restart);
}

# A retry goes to the next instance of this ring (the round robin, shared by every fetch, could hand back the same
# one): whichever one BFF is down, its requests land on one that is up.
sub next_backend {
  if (bereq.http.X-Failed-Backend == "bff1") {
    set bereq.backend = bff2;
  } else if (bereq.http.X-Failed-Backend == "bff2") {
    set bereq.backend = bff3;
  } else if (bereq.http.X-Failed-Backend == "bff3") {
    set bereq.backend = bff1;
  }
}

sub vcl_backend_fetch {
  call next_backend;
  # A fetch this cache will store asks the BFF for its complete, cacheable render (a streamed one is private).
  if (!bereq.uncacheable) {
    set bereq.http.Surrogate-Capability = {"varnish="Surrogate/1.0""};
  } else {
    # Only this proxy asks for purge tags: a client's own Surrogate-Capability goes no further.
    unset bereq.http.Surrogate-Capability;
  }
}

sub vcl_backend_response {
  if (beresp.status == 503 && bereq.retries < 1 && (bereq.method == "GET" || bereq.method == "HEAD")) {
    set bereq.http.X-Failed-Backend = beresp.backend.name;
    return (retry);
  }
  # A refresh that failed keeps the stale copy (vcl_synth restarts the request to deliver it).
  if (beresp.status >= 500 && (bereq.is_bgfetch || bereq.http.X-Stale-Available)) {
    return (abandon);
  }
  # A redirect can carry the query it was asked with (§2.2 keeps it): one asked with parameters the key dropped is not
  # stored under the shorter key, or the next reader would be sent on with the first one's query.
  if (bereq.http.X-Query-Dropped && beresp.status >= 300 && beresp.status < 400) {
    set beresp.ttl = 1s;
    set beresp.uncacheable = true;
    return (deliver);
  }
  set beresp.http.xkey = beresp.http.Surrogate-Key;
  set beresp.http.X-Stale-While-Revalidate = regsub(beresp.http.Cache-Control, "^.*stale-while-revalidate=([0-9]+).*$", "\1s");
  set beresp.grace = std.duration(regsub(beresp.http.Cache-Control, "^.*stale-if-error=([0-9]+).*$", "\1s"), 0s);
  if (beresp.grace < std.duration(beresp.http.X-Stale-While-Revalidate, 0s)) {
    set beresp.grace = std.duration(beresp.http.X-Stale-While-Revalidate, 0s);
  }
  # A JSON answer (page data on a client navigation, a secondary part, the app's endpoints) leaves the BFF as it is:
  # the BFF compresses only what it stores compressed (decision 118). The proxy gzips it once as it stores it, sends
  # those bytes to every reader who takes gzip, and unzips them for one who does not. A fetch for the cache always asks
  # with gzip; one passed through for a single reader carries that reader's Accept-Encoding, and is gzipped only for a
  # reader who takes it.
  if (beresp.http.Content-Type ~ "^application/(.+\+)?json" && !beresp.http.Content-Encoding &&
      bereq.http.Accept-Encoding ~ "gzip") {
    set beresp.do_gzip = true;
  }
  # No return: the built-in rules follow, and they store nothing with Set-Cookie, private, no-store or Vary: *.
}

sub vcl_backend_error {
  if (bereq.retries < 1 && (bereq.method == "GET" || bereq.method == "HEAD")) {
    set bereq.http.X-Failed-Backend = beresp.backend.name;
    return (retry);
  }
  if (bereq.is_bgfetch || bereq.http.X-Stale-Available) {
    return (abandon);
  }
  set beresp.http.Content-Type = "text/html; charset=utf-8";
  set beresp.http.Cache-Control = "no-store";
  set beresp.http.Retry-After = "5";
  synthetic({"<!doctype html><html lang="hu"><meta charset="utf-8"><title>Az oldal most nem érhető el</title><p>Az oldal most nem érhető el. Próbálja újra néhány másodperc múlva.</p><p><a href="/">Vissza a címlapra</a></p></html>"});
  return (deliver);
}

sub vcl_synth {
  if (resp.status == 503 && req.http.X-Stale-Available && !req.http.X-Stale-If-Error) {
    set req.http.X-Stale-If-Error = "1";
    return (restart);
  }
}

sub vcl_deliver {
  if (req.http.X-Stale-If-Error) {
    set resp.http.X-Proxy-Cache = "STALE-IF-ERROR";
  } else if (obj.hits > 0 && obj.ttl < 0s) {
    set resp.http.X-Proxy-Cache = "STALE";
  } else if (obj.hits > 0) {
    set resp.http.X-Proxy-Cache = "HIT";
  } else {
    set resp.http.X-Proxy-Cache = "MISS";
  }
  # The purge tags are the proxy's own (decision 039): the BFF sends them only to a trusted proxy that asks
  # (Surrogate-Capability), and they go no further than here.
  unset resp.http.xkey;
  unset resp.http.Surrogate-Key;
  unset resp.http.X-Stale-While-Revalidate;
}
