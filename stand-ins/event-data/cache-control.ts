// Cache-Control of the stand-in data site's answers: its frames, script and data change with a deploy, not per
// request, so any cache may keep them for five minutes.
export const CACHE_STATIC = 'public, max-age=300';
