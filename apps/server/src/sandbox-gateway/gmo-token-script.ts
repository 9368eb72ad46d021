/**
 * GET /gmo/ext/js/token.js: the second gateway's browser script, in its shape —
 * `Multipayment.init(shopId)`, then `Multipayment.getToken({cardno, expire, securitycode, holdername,
 * tokennumber}, callback)`; the callback receives `{resultCode, tokenObject}`.
 */
export function gmoTokenScript(sandboxUrl: string): string {
  return `(function () {
  var shopId = null;
  window.Multipayment = {
    init: function (id) { shopId = id; },
    getToken: function (card, callback) {
      var body = Object.assign({}, card, { shopId: shopId });
      fetch(${JSON.stringify(`${sandboxUrl}/gmo/token`)}, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body)
      })
        .then(function (response) { return response.json(); })
        .then(callback, function () { callback({ resultCode: '902' }); });
    }
  };
})();
`;
}
