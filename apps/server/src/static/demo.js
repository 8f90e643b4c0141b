// Demo host page: logs every window message the embedded widget posts.
// Only messages from our own iframe and our own origin are shown (never trust "*").
const frame = document.getElementById('afterlook-widget');
const log = document.getElementById('message-log');
const empty = document.getElementById('message-log-empty');

function append(data) {
  if (empty) empty.remove();
  const item = document.createElement('li');
  const time = document.createElement('time');
  time.textContent = new Date().toLocaleTimeString();
  const body = document.createElement('pre');
  let text;
  try {
    text = JSON.stringify(
      data,
      (_key, value) => (value instanceof Blob ? `[Blob ${value.type} ${value.size} B]` : value),
      2,
    );
  } catch {
    text = String(data);
  }
  body.textContent = text;
  item.append(time, body);
  log.prepend(item);
}

window.addEventListener('message', (event) => {
  if (event.origin !== window.location.origin) return;
  if (!frame || event.source !== frame.contentWindow) return;
  append(event.data);
});

document.getElementById('clear-log')?.addEventListener('click', () => {
  log.replaceChildren();
});
