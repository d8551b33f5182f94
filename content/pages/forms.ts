import type { FormsCopy } from '@/content/types';
import type { Locale } from '@/lib/i18n';

/** /patients/forms */
export const formsPage: Record<Locale, FormsCopy> = {
  en: {
    title: 'Forms: Download, Print, and Submit',
    summary:
      'Save time at your first visit: complete your intake form at home, then fax it to us or bring it with you.',
    description:
      'Download the intake forms for {{shortName}} in Lenexa, KS: one for general care, one for auto accident injuries. Print, complete, then fax or bring them.',
    intro: [
      'Filling out your paperwork at home means less time on a clipboard in our waiting room and more time with {{doctorShort}}. It also gives you the chance to look up dates, medications and insurance details without feeling rushed.',
      'Choose the form that matches the reason for your visit. If you are not sure which one to use, or you would rather fill it out in the office, that is fine too: just arrive about 15 minutes early and we will have a copy ready for you.',
    ],
    stepsHeading: 'How it works',
    steps: [
      'Download the PDF form that fits your visit using one of the buttons below. It opens in a new tab from our secure intake partner.',
      'Print the form and complete it in blue or black ink. Take your time, and leave blank anything you are unsure about; we will go over it together.',
      'Fax the completed form to us at {{fax}}, or bring it with you to your appointment.',
      'Bring your photo ID and insurance card to your visit as well. For an auto accident, bring your claim number and the other driver’s insurance details if you have them.',
    ],
    buttonsHeading: 'Choose your intake form',
    nonAutoLabel: 'Non Auto Injury Intake Form',
    nonAutoDescription:
      'For most new patients: back or neck pain, headaches, sports or work injuries, pregnancy and family care, wellness visits and acupuncture.',
    autoLabel: 'Auto Accident Related Intake Form',
    autoDescription:
      'For anyone seeking care after a car, truck or motorcycle accident, including passengers. It records the details of the crash that your insurance claim will need.',
    pdfReaderText:
      'Our forms are PDF files. If a form does not open or print correctly, you may need a free PDF reader.',
    pdfReaderLink: 'Download a free PDF reader',
    privacyNote:
      'Our forms are hosted by our secure intake partner. Please do not send health information by email: regular email is not a secure way to share it. Fax your completed form or bring it to your appointment instead.',
  },
  es: {
    title: 'Formularios: descargue, imprima y envíe',
    summary:
      'Ahorre tiempo en su primera visita: llene su formulario de admisión en casa y luego envíenoslo por fax o tráigalo con usted.',
    description:
      'Descargue los formularios de admisión de {{shortName}} en Lenexa, KS, para atención general o accidentes de auto. Imprímalos, llénelos y envíelos o tráigalos.',
    intro: [
      'Llenar sus documentos en casa significa menos tiempo con una tablilla en la sala de espera y más tiempo con el {{doctorShort}}. Además, puede buscar con calma fechas, medicamentos y datos de su seguro.',
      'Elija el formulario que corresponde al motivo de su visita. Si no está seguro de cuál usar, o prefiere llenarlo en la clínica, no hay problema: llegue unos 15 minutos antes y le tendremos una copia lista.',
    ],
    stepsHeading: 'Cómo funciona',
    steps: [
      'Descargue el formulario en PDF que corresponde a su visita con uno de los botones de abajo. Se abre en una pestaña nueva, en el sitio seguro de nuestro proveedor de formularios de admisión.',
      'Imprima el formulario y llénelo con tinta azul o negra. Tómese su tiempo y deje en blanco lo que no sepa; lo revisaremos juntos.',
      'Envíenos el formulario completo por fax al {{fax}} o tráigalo a su cita.',
      'Traiga también su identificación con foto y su tarjeta del seguro. Si se trata de un accidente de auto, traiga su número de reclamo y los datos del seguro del otro conductor, si los tiene.',
    ],
    buttonsHeading: 'Elija su formulario de admisión',
    nonAutoLabel: 'Formulario de admisión para lesiones no relacionadas con accidentes de auto',
    nonAutoDescription:
      'Para la mayoría de los pacientes nuevos: dolor de espalda o de cuello, dolores de cabeza, lesiones deportivas o laborales, embarazo y atención familiar, bienestar y acupuntura.',
    autoLabel: 'Formulario de admisión por accidente de auto',
    autoDescription:
      'Para cualquier persona que busque atención después de un accidente de auto, camioneta o motocicleta, incluidos los pasajeros. Recoge los detalles del choque que necesitará su reclamo al seguro.',
    pdfReaderText:
      'Nuestros formularios son archivos PDF. Si un formulario no se abre o no se imprime bien, es posible que necesite un lector de PDF gratuito.',
    pdfReaderLink: 'Descargue un lector de PDF gratuito',
    privacyNote:
      'Nuestros formularios están en el sitio seguro de nuestro proveedor de formularios de admisión. Por favor, no nos envíe información de salud por correo electrónico: el correo común no es una forma segura de compartirla. Envíe su formulario por fax o tráigalo a su cita.',
  },
};
