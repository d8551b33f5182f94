/**
 * The editor's field hints in Spanish, for the Spanish pane (components/cms/pane-words.ts),
 * by their English text. A hint that starts with the sample note is its note and the rest.
 */
/** The note on a field that still holds a sample (lib/cms/config.ts, SAMPLE_HINT), in English. */
const SAMPLE = 'Sample: replace with the clinic’s own before launch.';
const SAMPLE_ES = 'Muestra: reemplácela con la información de la clínica antes del lanzamiento.';

const spanishHints: Record<string, string> = {
  'Each form to print: its name and its PDF. Leave the list empty to hide the section.':
    'Cada formulario para imprimir: su nombre y su PDF. Deje la lista vacía para ocultar la sección.',
  'The form’s name, as the link shows it.': 'El nombre del formulario, como lo muestra el enlace.',
  'Upload the form as a PDF; the link shows its size.':
    'Suba el formulario en PDF; el enlace muestra su tamaño.',
  'At most 60 characters: search results cut longer titles.':
    'Como máximo 60 caracteres: los buscadores cortan los títulos más largos.',
  'Spanish only: the words after /es/blog/, lower-case, joined by hyphens, without accents (por-que-importa-la-postura). Leave it empty in English: the English address is the post’s slug.':
    'Solo en español: las palabras después de /es/blog/, en minúsculas, unidas por guiones y sin acentos (por-que-importa-la-postura). Déjela vacía en inglés: la dirección en inglés es el slug de la publicación.',
  'On: the post is kept here but is on no page, listing, feed or search, in either language. Turn it off when it is ready, and publish.':
    'Borrador (sin publicar). Activado: la publicación se guarda aquí, pero no aparece en ninguna página, listado, feed ni búsqueda, en ningún idioma. Desactívelo cuando esté lista y publíquela.',
  'On: the English page goes live now, and the Spanish fields may stay empty. The Spanish page, its listing and feed entry wait until you write them and turn this off.':
    'Activado: la página en inglés se publica ahora y los campos en español pueden quedar vacíos. La página en español, su lugar en el listado y en el feed esperan hasta que usted los escriba y desactive esta opción.',
  '70 to 160 characters: what search results show under the title.':
    'De 70 a 160 caracteres: lo que los buscadores muestran bajo el título.',
  'Two or three plain paragraphs, separated by blank lines.':
    'Dos o tres párrafos sencillos, separados por líneas en blanco.',
  'Posts list newest first.': 'Las publicaciones se listan de la más reciente a la más antigua.',
  'Optional: the day of the last real change.': 'Opcional: el día del último cambio real.',
  'The practitioner who read the whole page for medical accuracy (Team).':
    'El profesional que leyó toda la página para revisar su exactitud médica (Equipo).',
  'The day the reviewer last read the whole page and confirmed every claim and its source.':
    'El día en que el revisor leyó por última vez toda la página y confirmó cada afirmación y su fuente.',
  'Optional: the category’s picture is used otherwise.':
    'Opcional: si falta, se usa la imagen de la categoría.',
  'Required with a picture of the post’s own.':
    'Obligatoria si la publicación tiene una imagen propia.',
  'Within a year of today.': 'Dentro de un año a partir de hoy.',
  'Optional: for a closure of several days.': 'Opcional: para un cierre de varios días.',
  'Shown in the banner and beside the hours: “Closed for Thanksgiving.”':
    'Se muestra en el aviso y junto al horario: «Cerrado por Acción de Gracias».',
  'What the passage is, for the editor’s list.': 'Qué es el pasaje, para la lista del editor.',
  'Markdown. It replaces {{snippet.<file name>}} wherever that appears.':
    'Markdown. Reemplaza {{snippet.<nombre del archivo>}} dondequiera que aparezca.',
  'For example D.C.': 'Por ejemplo, D.C.',
  'YYYY-MM: shown as “since January 2020”.': 'YYYY-MM: se muestra como «desde enero de 2020».',
  'In full: “Doctor of Chiropractic”.': 'Completo: «Doctor of Chiropractic».',
  'Where the degree is from, as the school writes its name.':
    'De dónde es el título, tal como la escuela escribe su nombre.',
  'In full: “Kansas”.': 'Completo: «Kansas».',
  'As the board’s lookup shows it.': 'Como lo muestra la búsqueda de la junta.',
  'Its official name, in English in both languages: “Kansas State Board of Healing Arts”.':
    'Su nombre oficial, en inglés en ambos idiomas: «Kansas State Board of Healing Arts».',
  'Optional, Spanish page: shown after the official name, “(Junta Estatal de Artes Curativas de Kansas)”.':
    'Opcional, página en español: se muestra después del nombre oficial, «(Junta Estatal de Artes Curativas de Kansas)».',
  'The board’s public license search, where a patient can check the number. Without it, the number is not shown.':
    'La búsqueda pública de licencias de la junta, donde un paciente puede verificar el número. Sin ella, el número no se muestra.',
  'Every language this person speaks with patients. The profile shows them, and the home and contact pages name who speaks Spanish.':
    'Cada idioma en que esta persona habla con los pacientes. El perfil los muestra, y las páginas de inicio y de contacto nombran a quién habla español.',
  'A listing elsewhere that names this person (a license lookup).':
    'Un registro en otro sitio que nombra a esta persona (una búsqueda de licencias).',
  'Which “getting started” steps fit.': 'Qué pasos de «cómo empezar» corresponden.',
  'Optional: the day the text last changed in substance (not a typo). Shown as “Updated …”.':
    'Opcional: el día en que el texto cambió por última vez en lo sustancial (no una errata). Se muestra como «Actualizado …».',
  'Menus, cards and breadcrumbs: “Back Pain”.':
    'Menús, tarjetas y rutas de navegación: «Dolor de espalda».',
  'One or two sentences under the title and on the card.':
    'Una o dos oraciones bajo el título y en la tarjeta.',
  'Optional: shown after the paragraphs.': 'Opcional: se muestra después de los párrafos.',
  'Shown beside the section; the first section’s is the card’s.':
    'Se muestra junto a la sección; la de la primera sección es la de la tarjeta.',
  'What the picture shows, for people who cannot see it.':
    'Lo que muestra la imagen, para quienes no pueden verla.',
  'On: search engines read the items as frequently asked questions.':
    'Activado: los buscadores leen los elementos como preguntas frecuentes.',
  'The short line above the title.': 'La línea corta sobre el título.',
  'On: its posts give health advice, and each is published only once a practitioner has reviewed it. Off for clinic news (hours, prices, choosing a clinic).':
    'Activado: sus publicaciones dan consejos de salud, y cada una se publica solo después de que un profesional la revisa. Desactivado para noticias de la clínica (horario, precios, cómo elegir una clínica).',
  'The header picture of every post of the category without its own.':
    'La imagen de encabezado de cada publicación de la categoría que no tenga una propia.',
  'Above the kicker, on the first screen: who speaks Spanish with patients, {{speakers.es}}.':
    'Sobre la línea corta, en la primera pantalla: quién habla español con los pacientes, {{speakers.es}}.',
  'One or two sentences under the title.': 'Una o dos oraciones bajo el título.',
  'Keep {{date}}: it becomes the month.': 'Conserve {{date}}: se convierte en el mes.',
  'From the doctor’s file in Team: {{doctorEducation}} (degree, school and year; a sample school is left out).':
    'Del archivo del doctor en Equipo: {{doctorEducation}} (título, escuela y año; una escuela de muestra se omite).',
  'Each license with its number and board: {{doctorLicenses}} (a sample number is left out).':
    'Cada licencia con su número y su junta: {{doctorLicenses}} (un número de muestra se omite).',
  'The brand in titles: “Prairie Spine”.': 'La marca en los títulos: «Prairie Spine».',
  'Written (913) 555-0142.': 'Escrito (913) 555-0142.',
  'IANA name, for example America/Chicago.': 'Nombre IANA, por ejemplo America/Chicago.',
  'A day not listed is shown as closed.': 'Un día que no aparece se muestra como cerrado.',
  'An https:// address.': 'Una dirección https://.',
  'The clinic’s own Business Profile: its place id (ChIJ…), from Google’s Place ID Finder. The listing and the write-a-review link are built from it.':
    'El perfil de empresa de la propia clínica: su identificador de lugar (ChIJ…), del Place ID Finder de Google. El enlace al perfil y el de escribir una reseña se crean a partir de él.',
  'The day the rating and the count were read from the listing. Without it, pages show no rating.':
    'El día en que se leyeron la calificación y el número de reseñas en el perfil. Sin él, las páginas no muestran calificación.',
  'The file name of the doctor in content/team/.':
    'El nombre del archivo del doctor en content/team/.',
  '“Dr. Whitaker”.': '«Dr. Whitaker».',
  'Spanish: el (or la).': 'En español: el (o la).',
  'Leave an address empty to show the call-us panel instead of the widget.':
    'Deje una dirección vacía para mostrar el panel de «llámenos» en lugar del widget.',
  'An https:// address, or empty for the call-us panel.':
    'Una dirección https://, o vacía para el panel de «llámenos».',
  'The studies, reviews, guidelines and agency pages the copy cites.':
    'Los estudios, revisiones, guías y páginas de organismos que cita el texto.',
  'How the copy cites it: [^the-id] right after the sentence. Lower-case words joined by hyphens.':
    'Cómo la cita el texto: [^el-id] justo después de la oración. Palabras en minúsculas unidas por guiones.',
  'As the source gives it.': 'Como lo da la fuente.',
  'Optional: as PubMed lists them (Qaseem A, Wilt TJ, et al.).':
    'Opcional: como los lista PubMed (Qaseem A, Wilt TJ, et al.).',
  'The journal, or the agency that publishes the page.':
    'La revista, o el organismo que publica la página.',
  'Where a reader finds it: the DOI or PubMed address where there is one.':
    'Dónde la encuentra un lector: la dirección DOI o de PubMed, cuando la hay.',
  'Optional: 10.7326/M16-2367.': 'Opcional: 10.7326/M16-2367.',
  'The language the source is written in.': 'El idioma en que está escrita la fuente.',
  'Only what the source itself reports on. Empty for a source about a condition only.':
    'Solo lo que la propia fuente estudia. Vacío para una fuente que trata solo de una afección.',
  'Where the old address of a page you deleted or renamed should lead. Without an entry here it leads to the renamed page, or else to the page above it (a post to the blog).':
    'Adónde debe llevar la dirección antigua de una página que usted borró o cambió de nombre. Sin una entrada aquí, lleva a la página con el nuevo nombre o, si no, a la página superior (una publicación, al blog).',
  'An address the site has published.': 'Una dirección que el sitio ha publicado.',
  'A page of the site as it is now.': 'Una página del sitio tal como es ahora.',
  'The notice of language assistance (45 CFR 92.11) on the nondiscrimination page, in at least 15 languages. Entries that say auxiliary aids are free follow HHS’s 2024 sample notices; replace the others with HHS’s 2024 sample for their language when the clinic reviews the page.':
    'El aviso de asistencia lingüística (45 CFR 92.11) en la página de no discriminación, en al menos 15 idiomas. Las entradas que dicen que las ayudas auxiliares son gratuitas siguen los avisos de muestra de 2024 del HHS; reemplace las demás con la muestra de 2024 del HHS para su idioma cuando la clínica revise la página.',
};

/** The Spanish address's hint on pages (lib/content/schemas.ts), around its example. */
const PAGE_ADDRESS =
  /^Spanish only: the last words of the Spanish page’s address, lower-case, joined by hyphens, without accents, as (\S+) in (\S+)\. Leave it empty in English: the English address is the file name\. Once the page is published, keep it: the old address would only redirect\.$/;

/** A hint in Spanish, or undefined where it has no translation yet. */
export function spanishHint(english: string): string | undefined {
  if (english === SAMPLE) return SAMPLE_ES;
  const address = PAGE_ADDRESS.exec(english);
  if (address)
    return `Solo en español: las últimas palabras de la dirección de la página en español, en minúsculas, unidas por guiones y sin acentos, como ${address[1]} en ${address[2]}. Déjela vacía en inglés: la dirección en inglés es el nombre del archivo. Una vez publicada la página, no la cambie: la dirección anterior solo redirigiría.`;
  if (english.startsWith(`${SAMPLE} `)) {
    const rest = spanishHint(english.slice(SAMPLE.length + 1));
    return rest && `${SAMPLE_ES} ${rest}`;
  }
  return spanishHints[english];
}
