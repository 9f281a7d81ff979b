/* bridgelaws console: small progressive enhancements; every page works without them. */
(function () {
  "use strict";

  // The worst normal line of a claim: step through it card by card.
  document.querySelectorAll("[data-stepper]").forEach(function (box) {
    var plays = Array.prototype.slice.call(box.querySelectorAll(".play"));
    var controls = box.querySelector(".step-controls");
    if (!plays.length || !controls) { return; }
    var shown = 0;
    function draw() {
      plays.forEach(function (p, i) {
        p.classList.toggle("later", i >= shown);
        p.classList.toggle("now", i === shown - 1);
      });
      box.setAttribute("data-shown", String(shown));
    }
    controls.hidden = false;
    controls.addEventListener("click", function (e) {
      var step = e.target.closest("[data-step]");
      if (!step) { return; }
      var v = step.getAttribute("data-step");
      shown = v === "all" ? plays.length : Math.max(0, Math.min(plays.length, shown + Number(v)));
      draw();
    });
    draw();
  });

  // Confirm before a form marked data-confirm (taking back an event).
  document.querySelectorAll("form[data-confirm]").forEach(function (form) {
    form.addEventListener("submit", function (e) {
      if (!window.confirm(form.getAttribute("data-confirm"))) { e.preventDefault(); }
    });
  });

  // The card picker: choose a hand, then tap its cards.
  var picker = document.getElementById("picker");
  if (picker) {
    var bar = picker.querySelector(".picker-seats");
    var current = "N";
    var selects = Array.prototype.slice.call(picker.querySelectorAll("select[data-card]"));
    function counts() {
      var c = { N: 0, E: 0, S: 0, W: 0 };
      selects.forEach(function (s) {
        if (s.value) { c[s.value] += 1; }
        s.parentNode.className = "pick" + (s.value ? " assigned-" + s.value : "");
      });
      bar.querySelectorAll("button").forEach(function (b) {
        var seat = b.getAttribute("data-seat");
        b.querySelector(".count").textContent = String(c[seat]);
        b.classList.toggle("on", seat === current);
      });
    }
    bar.hidden = false;
    bar.addEventListener("click", function (e) {
      var b = e.target.closest("button[data-seat]");
      if (b) { current = b.getAttribute("data-seat"); counts(); }
    });
    selects.forEach(function (s) {
      s.addEventListener("change", counts);
      s.parentNode.addEventListener("click", function (e) {
        if (e.target === s) { return; }
        s.value = s.value === current ? "" : current;
        counts();
      });
    });
    counts();
  }
})();
