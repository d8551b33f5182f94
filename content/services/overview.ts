import { scene } from '@/content/illustrations';
import type { ServicesOverview } from '@/content/types';

export const servicesOverview: ServicesOverview = {
  image: scene('reception'),
  copy: {
    en: {
      heroKicker: 'Our Services',
      title: 'Chiropractic and Acupuncture Services in Lenexa',
      summary:
        'Chiropractic care, acupuncture, auto injury relief and golf performance care, planned around your body, your goals and your schedule.',
      description:
        'Chiropractic, acupuncture, auto injury relief and golf performance care at {{shortName}} in Lenexa, KS. New patients get a complimentary consultation.',
      intro: [
        'At {{clinicName}}, we believe good care starts with understanding why something hurts, not just where. Every service we offer begins the same way: a conversation about your health history, a careful exam and, when it is needed, X-rays taken right here in our Lenexa office. From there, {{doctorShort}} explains what he found in plain language and recommends a plan that fits your goals.',
        'Our four services work on their own or together. Many patients start with chiropractic care for back or neck pain and add acupuncture for stress or stubborn muscle tension. Others come to us after a car accident, or because they want to keep playing golf without a sore back the next morning. Whatever brings you in, you will see the same small team, visit after visit: {{doctorShort}} for your exam and care, and our chiropractic assistants, Sofia Martinez and Emily Carter, to welcome you, answer questions about scheduling and insurance, and guide you through your exercises.',
        'New patients are welcome to start with a complimentary consultation, and walk-ins are welcome during office hours. Care can begin at that first visit, though how quickly people feel better varies from person to person, and we share pricing upfront through a good faith estimate so there are no surprises.',
      ],
      cardsHeading: 'Explore Our Services',
      outro: [
        'Patients from {{citiesServed}} choose us for different reasons. Chiropractic patients tell us they appreciate that {{doctorShort}} takes time to explain each adjustment and never rushes the exam. Acupuncture patients value a quiet, unhurried session with single-use sterile needles. After a car accident, people want a clinic that documents their injuries carefully and understands how auto insurance claims work, and golfers want someone who looks at the whole swing, not just the sore spot.',
        'Not sure which service is right for you? That is exactly what the complimentary consultation is for. Tell us what is going on, and we will help you decide on a starting point, refer you to another provider if your symptoms call for it, and check your insurance benefits with you before care begins. There is never any pressure to commit to a long plan on your first day.',
      ],
    },
    es: {
      heroKicker: 'Nuestros servicios',
      title: 'Servicios de quiropráctica y acupuntura en Lenexa',
      summary:
        'Quiropráctica, acupuntura, alivio de lesiones por accidentes de auto y rendimiento en el golf, planificados según su cuerpo, sus metas y su horario.',
      description:
        'Quiropráctica, acupuntura, lesiones de auto y golf en {{shortName}}, Lenexa, KS. Los pacientes nuevos reciben una consulta de cortesía.',
      intro: [
        'En {{clinicName}} creemos que una buena atención comienza por entender por qué algo duele, no solo dónde. Todos nuestros servicios empiezan de la misma manera: una conversación sobre su historial de salud, un examen cuidadoso y, cuando hace falta, radiografías tomadas aquí mismo en nuestra clínica de Lenexa. Después, el {{doctorShort}} le explica lo que encontró con palabras sencillas y le recomienda un plan que se ajuste a sus metas.',
        'Nuestros cuatro servicios funcionan por sí solos o en conjunto. Muchos pacientes empiezan con quiropráctica para el dolor de espalda o de cuello y luego añaden acupuntura para el estrés o la tensión muscular persistente. Otros llegan después de un accidente de auto, o porque quieren seguir jugando golf sin amanecer con dolor de espalda. Sea cual sea el motivo de su visita, siempre le atenderá el mismo equipo pequeño: el {{doctorShort}} para su examen y su atención, y nuestras asistentes de quiropráctica, Sofia Martinez y Emily Carter, para recibirle, responder sus preguntas sobre citas y seguros, y guiarle en sus ejercicios.',
        'Los pacientes nuevos pueden comenzar con una consulta de cortesía, y aceptamos pacientes sin cita durante nuestro horario de atención. La atención puede empezar en esa primera visita, aunque qué tan pronto se siente mejor cada persona varía, y le damos a conocer los precios por adelantado mediante una estimación de buena fe, para que no haya sorpresas.',
      ],
      cardsHeading: 'Conozca nuestros servicios',
      outro: [
        'Pacientes de {{citiesServed}} nos eligen por distintas razones. Los pacientes de quiropráctica nos dicen que valoran que el {{doctorShort}} se tome el tiempo de explicar cada ajuste y nunca apure el examen. Quienes reciben acupuntura aprecian una sesión tranquila, sin prisas y con agujas estériles de un solo uso. Después de un accidente de auto, las personas buscan una clínica que documente sus lesiones con cuidado y entienda cómo funcionan los reclamos al seguro, y los golfistas quieren a alguien que observe todo el swing, no solo la zona que duele.',
        '¿No está seguro de qué servicio le conviene? Para eso es precisamente la consulta de cortesía. Cuéntenos lo que le pasa y le ayudaremos a decidir por dónde empezar, lo referiremos a otro profesional si sus síntomas lo requieren y revisaremos con usted los beneficios de su seguro antes de comenzar la atención. Nunca le presionaremos para que se comprometa con un plan largo desde el primer día.',
      ],
    },
  },
};
