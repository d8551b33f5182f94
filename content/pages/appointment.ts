import type { AppointmentCopy } from '@/content/types';
import type { Locale } from '@/lib/i18n';

/** /appointment */
export const appointmentPage: Record<Locale, AppointmentCopy> = {
  en: {
    title: 'Schedule Your Appointment',
    summary:
      'Pick a day and time that works for you in a few clicks. New patients can start with a complimentary consultation.',
    description:
      'Book a chiropractic or acupuncture appointment online at {{shortName}} in Lenexa, KS. Prefer the phone? Call us, or walk in during office hours.',
    intro: [
      'Booking online takes about a minute. Choose the time that suits you, tell us briefly what is bothering you, and we will have everything ready when you arrive.',
      'New to {{shortName}}? Your first visit starts with a conversation about your health history and goals, followed by an exam with {{doctorShort}} and, when they are needed, X-rays taken right here. When it is safe to treat, care can often begin the same day.',
    ],
    widgetHeading: 'Choose a time that works for you',
    helpHeading: 'Trouble booking online?',
    helpText:
      'Call us at {{phone}} and we will find a time together, or simply walk in during office hours: walk-ins are always welcome.',
    whatToBringHeading: 'What to bring to your first visit',
    whatToBring: [
      'A photo ID',
      'Your insurance card, and your claim number if you were in an auto accident',
      'A list of your medications and supplements',
      'Any recent X-rays, MRI reports or medical records related to your symptoms',
      'Comfortable clothing that lets you move and bend easily',
      'Your completed intake form, or arrive 15 minutes early to fill it out here',
    ],
  },
  es: {
    title: 'Programe su cita',
    summary:
      'Elija en pocos clics el día y la hora que le convengan. Los pacientes nuevos pueden comenzar con una consulta de cortesía.',
    description:
      'Reserve en línea su cita de quiropráctica o acupuntura en {{shortName}}, Lenexa, KS. ¿Prefiere llamar? Llámenos o venga sin cita en nuestro horario.',
    intro: [
      'Reservar en línea toma alrededor de un minuto. Elija el horario que le convenga, cuéntenos brevemente qué le molesta y tendremos todo listo cuando llegue.',
      '¿Es nuevo en {{shortName}}? Su primera visita empieza con una conversación sobre su historial de salud y sus metas, seguida de un examen con el {{doctorShort}} y, cuando se necesitan, radiografías tomadas aquí mismo. Cuando es seguro tratar, la atención a menudo puede empezar el mismo día.',
    ],
    widgetHeading: 'Elija el horario que le convenga',
    helpHeading: '¿Tiene problemas para reservar en línea?',
    helpText:
      'Llámenos al {{phone}} y buscaremos un horario juntos, o simplemente venga durante el horario de atención: siempre atendemos sin cita.',
    whatToBringHeading: 'Qué traer a su primera visita',
    whatToBring: [
      'Una identificación con foto',
      'Su tarjeta del seguro y, si tuvo un accidente de auto, su número de reclamo',
      'Una lista de sus medicamentos y suplementos',
      'Radiografías, informes de resonancia magnética o expedientes médicos recientes relacionados con sus síntomas',
      'Ropa cómoda que le permita moverse y agacharse con facilidad',
      'Su formulario de admisión completo, o llegue 15 minutos antes para llenarlo aquí',
    ],
  },
};
