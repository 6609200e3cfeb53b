/// `/organiser.js`: the organiser page's buttons. The key comes from the page's address
/// (`?key=…`) and goes only in the `Authorization` header of the page's own requests; the
/// answer's words are set with `textContent`, never parsed as HTML.
enum OrganiserScript {
    static let javascript = #"""
        "use strict";
        (function () {
          var key = new URLSearchParams(window.location.search).get("key") || "";
          var answer = document.getElementById("answer");
          function say(text, refused) {
            answer.textContent = String(text);
            answer.classList.toggle("refused", !!refused);
          }
          if (!key) { say("no key in this page's address: open the organiser address serve printed", true); }
          document.querySelectorAll("button[data-change]").forEach(function (button) {
            button.addEventListener("click", function () {
              var field = document.getElementById("names");
              var names = field.value.split(",").map(function (name) { return name.trim(); })
                .filter(function (name) { return name.length > 0; });
              if (names.length === 0) { say("type a name first", true); return; }
              fetch("/api/run/" + button.dataset.change, {
                method: "POST", cache: "no-store",
                headers: { "Content-Type": "application/json", "Authorization": "Bearer " + key },
                body: JSON.stringify({ names: names })
              }).then(function (response) {
                return response.json().then(function (body) { return { ok: response.ok, body: body }; });
              }).then(function (result) {
                if (result.ok) { field.value = ""; say(result.body.said + " · " + result.body.here + " here", false); }
                else { say(result.body.error || "refused", true); }
              }).catch(function () { say("the server did not answer: try again", true); });
            });
          });
          document.body.dataset.ready = "true";
        })();
        """#
}
