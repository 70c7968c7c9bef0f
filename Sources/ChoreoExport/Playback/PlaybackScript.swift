/// The playback page's script: reads the runs, lays the screens out side by side, shows the frame
/// each run has at the clock's time (never a value between two frames), and wires the controls,
/// the keyboard shortcuts and the `#t=…&speed=…&scale=…` fragment.
///
/// `window.choreoPlayback` exposes the schedule (`frameAt(run, t)`) to scripts; the fragment
/// `#check` writes the schedule of every frame at 1x and 0.25x into the page for a headless
/// browser to compare with the trace.
enum PlaybackScript {
  static let source = #"""
    "use strict";
    (function () {
      var data = JSON.parse(document.getElementById("runs").textContent);
      var runs = data.runs, scale = 1, gap = 40, top = 56, pad = 16, side = 320, controlsHeight = 150;
      var colors = { screen: "#e5e5ea", view: "#ffffff", sheet: "#bcd6ff", sheetEdge: "#1f4e9a", keyboard: "#3a3a3c",
        composer: "#ffffff", composerEdge: "#6c6c70", accessory: "#ffd60a", focus: "#0040dd",
        prewarm: "#8e8e93", finger: "#ff375f", bar: "#9aa5b1", flash: "#c4001a", text: "#1c1c1e" };
      var layout = [], width = 0, height = 0;
      var parameters = {};
      location.hash.replace(/^#/, "").split("&").forEach(function (pair) {
        var parts = pair.split("="); if (parts[0]) parameters[parts[0]] = parts[1] === undefined ? "" : decodeURIComponent(parts[1]);
      });
      // `#scale=S` draws S pixels per point whatever the window's size.
      var fixedScale = Number(parameters.scale) >= 0.1 && Number(parameters.scale) <= 3 ? Number(parameters.scale) : null;
      /// Lays the screens out side by side as large as the window allows, the legend and the
      /// findings beside them when there is room (below the controls when there is not).
      function fit() {
        var totalWidth = 0, tallest = 1;
        runs.forEach(function (run) { totalWidth += run.width; tallest = Math.max(tallest, run.height); });
        var windowWidth = Math.max(window.innerWidth || 0, 360), windowHeight = Math.max(window.innerHeight || 0, 480);
        var beside = windowWidth - 2 * pad - gap * (runs.length - 1) - totalWidth * 0.3 >= side;
        var byWidth = (windowWidth - 2 * pad - gap * (runs.length - 1) - (beside ? side + gap : 0)) / totalWidth;
        var byHeight = (windowHeight - top - controlsHeight) / tallest;
        scale = fixedScale || Math.max(0.2, Math.min(byWidth, byHeight, 1.5));
        // The tallest screen a whole number of pixels tall, so its edges fall on pixel rows.
        scale = Math.max(1, Math.floor(scale * tallest)) / tallest;
        layout = []; var x = pad; height = 0;
        runs.forEach(function (run) {
          layout.push({ x: x, y: top, w: run.width * scale, h: run.height * scale });
          x += run.width * scale + gap;
          height = Math.max(height, top + run.height * scale + pad);
        });
        width = Math.max(x - gap + pad, 320);
        return beside;
      }
      var beside = fit();
      var end = 0;
      runs.forEach(function (run) { end = Math.max(end, run.time[run.time.length - 1] / 10); });

      var canvas = document.createElement("canvas");
      var ratio = window.devicePixelRatio || 1;
      canvas.setAttribute("role", "img");
      canvas.setAttribute("aria-label", "The screens of " + runs.map(function (r) { return r.name; }).join(" and ") + ", frame by frame");
      document.body.appendChild(canvas);
      var context = canvas.getContext("2d");
      function sizeCanvas() {
        canvas.width = Math.round(width * ratio); canvas.height = Math.round(height * ratio);
        canvas.style.width = width + "px"; canvas.style.height = height + "px";
        context.setTransform(ratio, 0, 0, ratio, 0, 0);
      }
      sizeCanvas();

      function element(tag, attributes, text) {
        var node = document.createElement(tag);
        Object.keys(attributes || {}).forEach(function (key) { node.setAttribute(key, attributes[key]); });
        if (text !== undefined) node.textContent = text;
        return node;
      }
      var controls = element("div", { id: "controls", role: "group", "aria-label": "Playback" });
      var playButton = element("button", { type: "button", id: "play" }, "Play");
      var backButton = element("button", { type: "button", "aria-label": "Previous frame" }, "◀ frame");
      var forwardButton = element("button", { type: "button", "aria-label": "Next frame" }, "frame ▶");
      var speedLabel = element("label", { for: "speed" }, "Speed ");
      var speedSelect = element("select", { id: "speed" });
      [1, 0.5, 0.25, 0.1].forEach(function (speed) { speedSelect.appendChild(element("option", { value: String(speed) }, speed + "x")); });
      speedLabel.appendChild(speedSelect);
      var loopLabel = element("label", { for: "loop" }, " Loop");
      var loopBox = element("input", { type: "checkbox", id: "loop" });
      loopLabel.insertBefore(loopBox, loopLabel.firstChild);
      var timeText = element("span", { id: "time", "aria-live": "off" });
      var scrubber = element("input", { type: "range", id: "scrubber", min: "0", max: String(end), step: "any", value: "0", "aria-label": "Time in milliseconds" });
      var marks = element("div", { id: "marks" });
      var message = element("div", { id: "message", "aria-live": "polite" });
      [playButton, backButton, forwardButton, speedLabel, loopLabel].forEach(function (node) { controls.appendChild(node); controls.appendChild(document.createTextNode(" ")); });
      var timeLine = element("div");
      timeLine.appendChild(timeText);
      controls.appendChild(timeLine); controls.appendChild(scrubber); controls.appendChild(marks); controls.appendChild(message);
      document.body.appendChild(controls);

      // The legend and every finding, always in view; a finding seeks to its moment.
      var panel = element("div", { id: "panel" });
      var legend = element("ul", { id: "legend", "aria-label": "Legend" });
      function some(test) { return runs.some(test); }
      // Only what some run holds is in the legend.
      [[colors.screen, "the screen under the sheet", "fill", some(function (run) { return run.sheet; })],
       [colors.sheet, "the sheet", "fill", some(function (run) { return run.sheet; })],
       [colors.view, "the screen's view", "edge", some(function (run) { return run.view; })],
       [colors.bar, "a tab bar or toolbar", "bar", some(function (run) { return run.bar; })],
       [colors.keyboard, "the keyboard", "fill", some(function (run) { return run.keyboard; })],
       [colors.composer, "the composer (input bar)", "edge", some(function (run) { return run.composerTop; })],
       [colors.focus, "focus: the composer is first responder", "focus", some(function (run) { return run.responder.indexOf("c") >= 0; })],
       [colors.accessory, "accessory strip", "fill", some(function (run) { return run.accessory && run.accessory.some(function (v) { return v > 0; }); })],
       [colors.prewarm, "prewarm: an invisible field holds the keyboard", "dashed", some(function (run) { return run.responder.indexOf("p") >= 0; })],
       [colors.finger, "the person's finger", "dot", some(function (run) { return run.finger.some(function (v) { return v >= 0; }); })],
       [colors.flash, "a finding, outlined where it happens", "flash", some(function (run) { return run.findings.length > 0; })]]
        .forEach(function (entry) {
          if (!entry[3]) return;
          var item = element("li"), swatch = element("span", { class: "swatch " + entry[2], "aria-hidden": "true" });
          swatch.style.background = entry[2] === "focus" || entry[2] === "flash" || entry[2] === "dashed" ? "transparent" : entry[0];
          swatch.style.borderColor = entry[2] === "edge" ? colors.composerEdge : entry[0];
          item.appendChild(swatch); item.appendChild(document.createTextNode(entry[1]));
          legend.appendChild(item);
        });
      panel.appendChild(element("h2", {}, "Legend"));
      panel.appendChild(legend);
      var all = [];
      runs.forEach(function (run) { run.findings.forEach(function (finding) { all.push([finding[0], run.name, finding]); }); });
      all.sort(function (a, b) { return a[0] - b[0] || (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0); });
      panel.appendChild(element("h2", {}, all.length ? "Findings (" + all.length + ")" : "Findings: none"));
      var list = element("ol", { id: "findings" });
      all.forEach(function (entry) {
        var finding = entry[2], item = element("li", { class: finding[2] });
        var button = element("button", { type: "button", class: "finding" },
          entry[0].toFixed(1) + " ms · " + (runs.length > 1 ? entry[1] + " · " : "") + finding[2] + " [" + finding[1] + "] " + finding[3]);
        button.addEventListener("click", function () { pause(); seek(entry[0]); });
        item.appendChild(button); list.appendChild(item);
      });
      panel.appendChild(list);
      document.body.appendChild(panel);

      function place() {
        controls.style.top = height + "px";
        controls.style.width = Math.max(width - 2 * pad, Math.min((window.innerWidth || 0) - 2 * pad, 640)) + "px";
        // Beside the screens the panel scrolls within their height, clear of the controls below.
        if (beside) {
          panel.style.left = width + "px"; panel.style.top = top + "px"; panel.style.width = (side - pad) + "px";
          panel.style.maxHeight = (height - top - pad) + "px"; panel.style.overflowY = "auto";
        } else {
          panel.style.left = pad + "px"; panel.style.top = (height + controlsHeight + 40) + "px";
          panel.style.width = Math.max(width - 2 * pad, 288) + "px"; panel.style.maxHeight = "none";
        }
      }
      place();
      window.addEventListener("resize", function () { beside = fit(); sizeCanvas(); place(); draw(); });

      runs.forEach(function (run, index) {
        function mark(time, text, kind) {
          var button = element("button", { type: "button", class: "mark " + kind, title: text, "aria-label": run.name + " at " + time + " ms: " + text });
          button.style.left = (end > 0 ? 100 * time / end : 0) + "%";
          button.addEventListener("click", function () { seek(time); });
          button.addEventListener("focus", function () { message.textContent = run.name + " at " + time + " ms: " + text; });
          marks.appendChild(button);
        }
        run.events.forEach(function (event) { mark(event[0], event[1], "event"); });
        run.findings.forEach(function (finding) { mark(finding[0], finding[2] + ": [" + finding[1] + "] " + finding[3], finding[2]); });
      });

      /// The last frame of run `index` at or before `t` milliseconds: the frame shown at `t`.
      function frameAt(index, t) {
        var times = runs[index].time, target = t * 10, low = 0, high = times.length - 1;
        if (target < times[0]) return 0;
        while (low < high) {
          var middle = (low + high + 1) >> 1;
          if (times[middle] <= target) low = middle; else high = middle - 1;
        }
        return low;
      }

      var state = { t: 0, playing: false, speed: 1, last: null };
      /// The value of `column` at `frame`, or `missing` when the run does not hold it.
      function value(run, column, frame, missing) { return run[column] ? run[column][frame] / 10 : missing; }

      function draw() {
        context.clearRect(0, 0, width, height);
        context.fillStyle = colors.text;
        context.font = "13px system-ui, sans-serif";
        var flashes = [];
        runs.forEach(function (run, index) {
          var box = layout[index], frame = frameAt(index, state.t);
          function y(v) { return box.y + v * scale; }
          context.fillStyle = colors.text;
          context.fillText(run.name, box.x, 20);
          context.fillText(run.device + ", " + run.hz + " Hz, frame " + frame, box.x, 38);
          context.save();
          context.beginPath(); context.rect(box.x, box.y, box.w, box.h); context.clip();
          context.fillStyle = colors.screen; context.fillRect(box.x, box.y, box.w, box.h);
          var sheet = value(run, "sheet", frame, run.height);
          if (run.view) {
            context.fillStyle = colors.view;
            context.fillRect(box.x + run.view[0] * scale, y(run.view[1]), run.view[2] * scale, run.view[3] * scale);
          }
          if (run.bar) {
            context.fillStyle = colors.bar; context.fillRect(box.x, y(run.bar[0]), box.w, run.bar[1] * scale);
            context.fillStyle = colors.text; context.fillText(run.bar[2], box.x + 8, y(run.bar[0] + run.bar[1]) - 6);
          }
          if (run.sheet) {
            context.fillStyle = colors.sheet; context.fillRect(box.x, y(sheet), box.w, box.h);
            if (sheet >= run.height - 0.5) {
              context.fillStyle = colors.text;
              context.fillText("the presenting screen:", box.x + 12, box.y + box.h / 3);
              context.fillText("the sheet is not up", box.x + 12, box.y + box.h / 3 + 18);
            }
          }
          var composerTop = value(run, "composerTop", frame, -1), composerBottom = value(run, "composerBottom", frame, -1);
          var accessory = value(run, "accessory", frame, 0);
          var inset = Math.min(30, box.w / 6);
          if (accessory > 0 && composerTop >= 0) {
            context.fillStyle = colors.accessory;
            context.fillRect(box.x + inset, y(composerTop - accessory), box.w - 2 * inset, accessory * scale);
          }
          var responder = run.responder.charAt(frame);
          context.fillStyle = colors.composer; context.strokeStyle = responder === "c" ? colors.focus : colors.composerEdge;
          context.lineWidth = responder === "c" ? 3 : 1;
          if (composerTop >= 0) {
            context.fillRect(box.x + inset, y(composerTop), box.w - 2 * inset, (composerBottom - composerTop) * scale);
            context.strokeRect(box.x + inset, y(composerTop), box.w - 2 * inset, (composerBottom - composerTop) * scale);
          }
          if (responder === "p") {
            context.setLineDash([4, 3]); context.strokeStyle = colors.focus; context.lineWidth = 2;
            context.strokeRect(box.x + inset, y(sheet) + 12, 60, 18);
            context.setLineDash([]); context.fillStyle = colors.text;
            context.fillText("prewarm (invisible)", box.x + inset + 66, y(sheet) + 26);
          }
          var keyboard = value(run, "keyboard", frame, run.height);
          context.fillStyle = colors.keyboard; context.fillRect(box.x, y(keyboard), box.w, box.h);
          if (run.keyboardImplied && keyboard < run.height) {
            context.fillStyle = colors.screen;
            context.fillText("keyboard implied by the notifications", box.x + 8, y(keyboard) + 16);
          }
          var finger = value(run, "finger", frame);
          if (finger >= 0) {
            context.fillStyle = colors.finger; context.beginPath();
            context.arc(box.x + box.w / 2, y(finger), 10, 0, 2 * Math.PI); context.fill();
          }
          context.restore();
          context.strokeStyle = colors.text; context.lineWidth = 1; context.strokeRect(box.x - 0.5, box.y - 0.5, box.w + 1, box.h + 1);
          run.findings.forEach(function (finding) {
            if (state.t < finding[0] || state.t > finding[0] + 300) return;
            var part = finding[4], top = y(composerTop), bottom = y(composerBottom);
            if (part === "keyboard") { top = y(keyboard); bottom = box.y + box.h; }
            if (part === "sheet") { top = y(sheet); bottom = box.y + box.h; }
            if (part === "accessory") { top = y(composerTop - accessory); bottom = y(composerTop); }
            if (part === "composer" && composerTop < 0) { top = box.y; bottom = box.y + box.h; }
            // Inside the phone's frame, whatever the part's extent.
            top = Math.max(box.y, Math.min(top, box.y + box.h - 6)); bottom = Math.min(box.y + box.h, Math.max(bottom, top + 6));
            context.strokeStyle = colors.flash; context.lineWidth = 3;
            context.strokeRect(box.x + 2, top + 2, box.w - 4, Math.max(2, bottom - top - 4));
            flashes.push(run.name + ": [" + finding[1] + "] " + finding[3]);
          });
        });
        if (flashes.length) message.textContent = flashes.join("  ·  ");
        timeText.textContent = state.t.toFixed(1) + " ms of " + end.toFixed(1) + " ms";
        scrubber.value = String(state.t);
        playButton.textContent = state.playing ? "Pause" : "Play";
      }

      function fragment() {
        if (state.playing) return;
        var text = "#t=" + Math.round(state.t) + (state.speed !== 1 ? "&speed=" + state.speed : "");
        try { history.replaceState(null, "", text); } catch (error) { /* a page without history */ }
      }
      function seek(t) { state.t = Math.max(0, Math.min(end, t)); draw(); fragment(); }
      function frameTimes() {
        var all = [];
        runs.forEach(function (run) { run.time.forEach(function (time) { all.push(time / 10); }); });
        return all.sort(function (a, b) { return a - b; });
      }
      var times = frameTimes();
      function step(direction) {
        pause();
        var next = direction > 0 ? times.find(function (time) { return time > state.t + 1e-6; })
          : times.slice().reverse().find(function (time) { return time < state.t - 1e-6; });
        seek(next === undefined ? (direction > 0 ? end : 0) : next);
      }
      function tick(now) {
        if (!state.playing) return;
        if (state.last !== null) state.t += (now - state.last) * state.speed;
        state.last = now;
        if (state.t >= end) {
          if (loopBox.checked) { state.t = 0; } else { state.t = end; state.playing = false; fragment(); }
        }
        draw();
        if (state.playing) requestAnimationFrame(tick);
      }
      function play() { if (state.t >= end) state.t = 0; state.playing = true; state.last = null; draw(); requestAnimationFrame(tick); }
      function pause() { state.playing = false; draw(); fragment(); }

      playButton.addEventListener("click", function () { state.playing ? pause() : play(); });
      backButton.addEventListener("click", function () { step(-1); });
      forwardButton.addEventListener("click", function () { step(1); });
      speedSelect.addEventListener("change", function () { state.speed = Number(speedSelect.value); fragment(); });
      scrubber.addEventListener("input", function () { state.playing = false; seek(Number(scrubber.value)); });
      document.addEventListener("keydown", function (event) {
        if (event.target === speedSelect) return;
        if (event.key === " ") { event.preventDefault(); state.playing ? pause() : play(); }
        else if (event.key === "ArrowLeft" || event.key === ",") { event.preventDefault(); step(-1); }
        else if (event.key === "ArrowRight" || event.key === ".") { event.preventDefault(); step(1); }
      });

      if (parameters.speed && [1, 0.5, 0.25, 0.1].indexOf(Number(parameters.speed)) >= 0) {
        state.speed = Number(parameters.speed); speedSelect.value = String(state.speed);
      }
      state.t = Math.max(0, Math.min(end, Number(parameters.t) || 0));
      draw();
      if (parameters.speed) play();

      window.choreoPlayback = { frameAt: frameAt, runs: runs, end: end, seek: seek, play: play, pause: pause };
      if ("check" in parameters) {
        // For every frame, the wall-clock moment it is due at 1x and at 0.25x, and the frame the
        // schedule shows then: it must be the frame itself.
        var report = runs.map(function (run, index) {
          var mismatches = [];
          [1, 0.25].forEach(function (speed) {
            run.time.forEach(function (time, frame) {
              var wall = (time / 10) / speed, shown = frameAt(index, wall * speed);
              if (shown !== frame && run.time[shown] !== time) mismatches.push([speed, frame, shown]);
            });
          });
          var box = layout[index];
          return { name: run.name, frames: run.time.length, mismatches: mismatches,
            layout: { x: box.x, y: box.y, scale: scale } };
        });
        document.body.appendChild(element("pre", { id: "schedule" }, JSON.stringify(report)));
      }
    })();
    """#
}
