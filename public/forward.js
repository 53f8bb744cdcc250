// The forwarding page of an old address (scripts/build/prerender.ts, for a host that serves the file instead of its
// redirect rule) goes to its page's address keeping the query and hash it was opened with (?utm_source=...), which its
// meta refresh drops. Without scripts the refresh still forwards, without them.
const canonical = document.querySelector('link[rel="canonical"]')
if (canonical) location.replace(new URL(canonical.href).pathname + location.search + location.hash)
