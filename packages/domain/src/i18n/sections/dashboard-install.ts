import { defineSection } from '../define-section.ts';

/** The dashboard's install page (the snippet) and keys page (SDK key rotation). */
export const dashboardInstall = defineSection({
  en: {
    heading: 'Install',
    intro:
      'Paste this snippet into every page of your website where the widget should appear, before </body>.',
    snippetLabel: 'Your snippet',
    copy: 'Copy the snippet',
    copied: 'Copied to the clipboard',
    copyFailed: 'Your browser did not let us copy: select the snippet and copy it yourself.',
    guide: 'Options, events and the raw iframe are in the integration guide.',
    guideLink: 'Open the integration guide',
    noKey:
      'Your SDK key was made before the dashboard could show it: rotate it on the Keys page to get a snippet.',
    ownersOnly:
      'Only owners see the snippet with your SDK key: ask an owner to install the widget or to send you the snippet.',
    graceNotice: 'Your previous key still works until {date}. Update your pages before then.',
    testHeading: 'Test it here',
    testIntro:
      'This is your widget as your visitors see it. It is not counted in your analytics, but details you submit here become a real lead.',
    testLabel: 'Your widget, live',
    originsNote:
      'Your widget runs only on your allowed origins ({origins}). Change them in Settings.',
    originsNone:
      'No allowed origins yet: add your website in Settings, or the widget runs nowhere.',
  },
  es: {
    heading: 'Instalación',
    intro:
      'Pegue este fragmento en cada página de su sitio donde deba aparecer el widget, antes de </body>.',
    snippetLabel: 'Su fragmento',
    copy: 'Copiar el fragmento',
    copied: 'Copiado al portapapeles',
    copyFailed: 'Su navegador no nos dejó copiar: seleccione el fragmento y cópielo usted.',
    guide: 'Las opciones, los eventos y el iframe directo están en la guía de integración.',
    guideLink: 'Abrir la guía de integración',
    noKey:
      'Su clave SDK se creó antes de que el panel pudiera mostrarla: rótela en la página de claves para obtener un fragmento.',
    ownersOnly:
      'Solo los propietarios ven el fragmento con su clave SDK: pida a un propietario que instale el widget o que le envíe el fragmento.',
    graceNotice:
      'Su clave anterior sigue funcionando hasta el {date}. Actualice sus páginas antes.',
    testHeading: 'Pruébelo aquí',
    testIntro:
      'Este es su widget tal como lo ven sus visitantes. No cuenta en su analítica, pero los datos que envíe aquí se convierten en un contacto real.',
    testLabel: 'Su widget, en vivo',
    originsNote:
      'Su widget solo funciona en sus orígenes permitidos ({origins}). Cámbielos en Ajustes.',
    originsNone:
      'Aún no hay orígenes permitidos: añada su sitio web en Ajustes, o el widget no funcionará en ningún sitio.',
  },
});

/** The keys page: the SDK key and its rotation with a grace period. */
export const dashboardKeys = defineSection({
  en: {
    heading: 'Keys',
    intro:
      'Your SDK key is in the snippet on your pages. It is public by design: the widget runs only on your allowed origins.',
    current: 'Current key',
    previous: 'Previous key',
    key: 'Key',
    hint: 'Ends in',
    created: 'Created',
    stops: 'Stops working',
    never: 'Stays until you rotate it',
    rotate: 'Rotate the key',
    rotating: 'Rotating…',
    rotateConfirm:
      'Make a new key? Your current key keeps working for {days} days, then stops: update the snippet on your pages before then.',
    rotated: 'New key made. The previous one stops on {date}.',
    grace:
      'After a rotation the previous key keeps working for {days} days, so pages that still carry it keep working while you update them.',
    leaked:
      'If a key leaked, ask whoever runs your AfterLook server to end it at once (npm run clinic -- rotate-key).',
    ownerOnly: 'Only owners rotate keys.',
    hidden: 'Not shown (made before the dashboard)',
    ownersOnlyKey: 'Shown to owners only',
  },
  es: {
    heading: 'Claves',
    intro:
      'Su clave SDK está en el fragmento de sus páginas. Es pública a propósito: el widget solo funciona en sus orígenes permitidos.',
    current: 'Clave actual',
    previous: 'Clave anterior',
    key: 'Clave',
    hint: 'Termina en',
    created: 'Creada',
    stops: 'Deja de funcionar',
    never: 'Sigue hasta que la rote',
    rotate: 'Rotar la clave',
    rotating: 'Rotando…',
    rotateConfirm:
      '¿Crear una clave nueva? Su clave actual sigue funcionando {days} días y luego se detiene: actualice el fragmento de sus páginas antes.',
    rotated: 'Clave nueva creada. La anterior se detiene el {date}.',
    grace:
      'Tras una rotación, la clave anterior sigue funcionando {days} días, para que las páginas que aún la llevan sigan funcionando mientras las actualiza.',
    leaked:
      'Si una clave se filtró, pida a quien administra su servidor de AfterLook que la termine de inmediato (npm run clinic -- rotate-key).',
    ownerOnly: 'Solo los propietarios rotan las claves.',
    hidden: 'No se muestra (creada antes del panel)',
    ownersOnlyKey: 'Solo se muestra a los propietarios',
  },
});
