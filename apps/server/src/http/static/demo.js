// Demo host page: logs every event the embed loader hands the page (the widget itself
// is installed by the snippet above, as a clinic installs it). Blobs show as type and size.
const log = document.getElementById('message-log');
const empty = document.getElementById('message-log-empty');

function append(name, payload) {
  if (empty) empty.remove();
  const item = document.createElement('li');
  const time = document.createElement('time');
  time.textContent = `${new Date().toLocaleTimeString()} ${name}`;
  const body = document.createElement('pre');
  body.textContent = JSON.stringify(
    payload,
    (_key, value) => (value instanceof Blob ? `[Blob ${value.type} ${value.size} B]` : value),
    2,
  );
  item.append(time, body);
  log.prepend(item);
}

for (const name of ['ready', 'procedureSelected', 'simulationShown', 'leadSubmitted', 'close']) {
  window.AfterLook('on', name, (payload) => append(name, payload));
}
// The demo shows what a page may opt into: the scanned photos.
window.AfterLook('on', 'viewsCaptured', (payload) => append('viewsCaptured', payload), {
  images: true,
});

document.getElementById('clear-log')?.addEventListener('click', () => {
  log.replaceChildren();
});
