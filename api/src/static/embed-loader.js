// embed.js: a tenant's site mounts the portal's player with one element and this script
// (issue 15 item 7, ADR 0034):
//   <div data-portal-event="13019" data-locale="he"></div>
//   <script src="https://portal.example/embed.js" async></script>
// Plain ES2017, no framework, a few KB. The runtime (Module Federation + single-spa) loads only
// when the page has an element or calls PortalEmbed. Frameworks call window.PortalEmbed.mount(el,
// { eventId }) / unmount(el); parcel() hands single-spa's parcel config to a page that runs its
// own single-spa (mountRootParcel(config, { domElement, eventId, portalOrigin, tenant })).
(function () {
  'use strict';
  if (window.PortalEmbed) return;
  var script = document.currentScript;
  var src = new URL(script ? script.src : '__PORTAL_ORIGIN__/embed.js', location.href);
  var portalOrigin = src.origin;
  var defaultTenant = src.searchParams.get('tenant') || (script && script.getAttribute('data-tenant')) || null;
  var runtimeUrl = portalOrigin + '__RUNTIME_PATH__';
  var ready = null;

  function runtime() {
    if (!ready) {
      ready = new Promise(function (resolve, reject) {
        var s = document.createElement('script');
        s.src = runtimeUrl;
        s.async = true;
        s.onload = function () {
          resolve(window.__PortalEmbedRuntime);
        };
        s.onerror = function () {
          ready = null;
          reject(new Error('embed runtime failed to load'));
        };
        document.head.appendChild(s);
      });
    }
    return ready;
  }

  function options(opts) {
    return {
      eventId: String(opts.eventId),
      portalOrigin: portalOrigin,
      tenant: opts.tenant || defaultTenant,
      locale: opts.locale || null,
    };
  }

  var api = {
    portalOrigin: portalOrigin,
    mount: function (el, opts) {
      return runtime().then(function (r) {
        return r.mount(el, options(opts));
      });
    },
    unmount: function (el) {
      return ready
        ? ready.then(function (r) {
            return r.unmount(el);
          })
        : Promise.resolve();
    },
    parcel: function (opts) {
      return runtime().then(function (r) {
        return r.parcelConfig(portalOrigin, (opts && opts.tenant) || defaultTenant);
      });
    },
  };
  window.PortalEmbed = api;

  function scan() {
    var els = document.querySelectorAll('[data-portal-event]');
    for (var i = 0; i < els.length; i++) {
      var el = els[i];
      if (el.hasAttribute('data-portal-embed-mounted')) continue;
      el.setAttribute('data-portal-embed-mounted', '');
      api
        .mount(el, { eventId: el.getAttribute('data-portal-event'), locale: el.getAttribute('data-locale'), tenant: el.getAttribute('data-tenant') })
        .catch(function (error) {
          console.error('[PortalEmbed]', error);
        });
    }
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', scan, { once: true });
  else scan();
})();
