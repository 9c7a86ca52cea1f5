// Generated from catalog/ by `make gen`; do not edit.

// The search box of the reference: loads search-index.json (next to this script) on first use and lists
// the entries whose name, description or tokens hold every word typed, best first; each result links
// to its page and anchor, and Enter opens the first. Pages read fine without it: the box stays hidden.
(function () {
  'use strict';
  var script = document.currentScript;
  var indexUrl = new URL('search-index.json', script.src);
  var rootUrl = new URL('../', script.src);
  var MAX_SHOWN = 30;
  var KIND_LABEL = { action: 'action', token: 'token', code: 'status code', page: 'page', section: 'section' };
  var KIND_BONUS = { action: 4, code: 3, page: 2, section: 1, token: 0 };

  function start() {
    var form = document.querySelector('form.search');
    if (!form) return;
    var input = form.querySelector('input[type=search]');
    var panel = form.querySelector('.search-panel');
    var status = form.querySelector('.search-status');
    var list = form.querySelector('.search-results');
    var entries = null;
    var loading = null;
    var shown = [];

    function load() {
      if (!loading) {
        loading = fetch(indexUrl.href)
          .then(function (res) {
            if (!res.ok) throw new Error('HTTP ' + res.status);
            return res.json();
          })
          .then(function (data) {
            entries = data.entries.map(function (e) {
              return {
                entry: e,
                title: e.title.toLowerCase(),
                words: (e.title + ' ' + e.context + ' ' + e.text + ' ' + (e.terms || '')).toLowerCase(),
              };
            });
          });
      }
      return loading;
    }

    /** A score for one entry: every word must be found; names count more than descriptions. */
    function score(item, words) {
      var total = 0;
      for (var i = 0; i < words.length; i++) {
        var w = words[i];
        if (item.title === w) total += 100;
        else if (item.title.indexOf(w) === 0) total += 60;
        else if (item.title.indexOf(w) >= 0) total += 40;
        else if (item.words.indexOf(w) >= 0) total += 10;
        else return 0;
      }
      return total + KIND_BONUS[item.entry.kind];
    }

    function render(query) {
      var words = query.toLowerCase().split(/\s+/).filter(Boolean);
      list.textContent = '';
      shown = [];
      if (words.length === 0) {
        panel.hidden = true;
        status.textContent = '';
        return;
      }
      var found = [];
      for (var i = 0; i < entries.length; i++) {
        var s = score(entries[i], words);
        if (s > 0) found.push({ score: s, entry: entries[i].entry });
      }
      found.sort(function (a, b) {
        return b.score - a.score || (a.entry.title < b.entry.title ? -1 : a.entry.title > b.entry.title ? 1 : 0);
      });
      shown = found.slice(0, MAX_SHOWN);
      for (var j = 0; j < shown.length; j++) {
        var e = shown[j].entry;
        var li = document.createElement('li');
        var a = document.createElement('a');
        a.href = new URL(e.href, rootUrl).href;
        a.textContent = e.title;
        a.addEventListener('click', close);
        var meta = document.createElement('span');
        meta.className = 'search-meta';
        meta.textContent = KIND_LABEL[e.kind] + ' · ' + e.context;
        li.appendChild(a);
        li.appendChild(meta);
        if (e.text) {
          var text = document.createElement('span');
          text.className = 'search-text';
          text.textContent = e.text.length > 160 ? e.text.slice(0, 157) + '…' : e.text;
          li.appendChild(text);
        }
        list.appendChild(li);
      }
      status.textContent =
        found.length === 0
          ? 'No match.'
          : found.length > MAX_SHOWN
            ? found.length + ' matches; the first ' + MAX_SHOWN + ' are shown.'
            : found.length + (found.length === 1 ? ' match.' : ' matches.');
      panel.hidden = false;
    }

    function update() {
      var query = input.value;
      load().then(
        function () {
          if (input.value === query) render(query);
        },
        function (err) {
          panel.hidden = false;
          status.textContent = 'The search index could not be loaded (' + err.message + ').';
        },
      );
    }

    function close() {
      panel.hidden = true;
    }

    input.addEventListener('input', update);
    input.addEventListener('focus', function () {
      load().catch(function () {});
      if (input.value) update();
    });
    input.addEventListener('keydown', function (event) {
      if (event.key === 'Escape') {
        input.value = '';
        render('');
      } else if (event.key === 'ArrowDown' && shown.length > 0) {
        event.preventDefault();
        list.querySelector('a').focus();
      }
    });
    list.addEventListener('keydown', function (event) {
      var links = Array.prototype.slice.call(list.querySelectorAll('a'));
      var at = links.indexOf(document.activeElement);
      if (at < 0) return;
      if (event.key === 'ArrowDown' && at + 1 < links.length) links[at + 1].focus();
      else if (event.key === 'ArrowUp') (at > 0 ? links[at - 1] : input).focus();
      else if (event.key === 'Escape') input.focus();
      else return;
      event.preventDefault();
    });
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      load().then(function () {
        render(input.value);
        if (shown.length > 0) {
          close();
          window.location.href = new URL(shown[0].entry.href, rootUrl).href;
        }
      });
    });
    document.addEventListener('click', function (event) {
      if (!form.contains(event.target)) close();
    });
    form.hidden = false;
  }

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
})();
