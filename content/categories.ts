import { scene } from '@/content/illustrations';
import type { CategoryPage } from '@/content/types';
import { fillLocalized } from '@/lib/placeholders';

/** The five chiropractic categories, in menu order. Their cards are the conditions of content/conditions/. */
const entries: CategoryPage[] = [
  {
    slug: 'spine-related',
    image: scene('spine-model'),
    copy: {
      en: {
        title: 'Spine-Related Conditions',
        navTitle: 'Spine-Related',
        subheading: 'How We Can Help You',
        summary:
          'Back pain, neck pain, headaches, sciatica and scoliosis: careful exams and gentle chiropractic care for problems that start in the spine.',
        description:
          'Chiropractic care in Lenexa, KS for back pain, neck pain, headaches and migraines, sciatica and scoliosis, with a thorough exam and a clear plan.',
        intro: [
          'Your spine supports your body, protects your spinal cord and shelters the roots of the nerves that reach every part of you. When a joint in the spine stops moving well, a disc is irritated or the muscles around it tighten up, the effects can show up as back or neck pain, headaches, or pain that travels down a leg.',
          '{{doctorShort}} starts every visit with a careful history and exam, and takes X-rays on site when they are needed. Then he explains what he found and recommends gentle care that fits your condition and your goals. Choose a condition below to learn more about its causes, symptoms and how we can help.',
        ],
      },
      es: {
        title: 'Afecciones de la columna',
        navTitle: 'Columna',
        subheading: 'Cómo podemos ayudarle',
        summary:
          'Dolor de espalda y de cuello, dolores de cabeza, ciática y escoliosis: exámenes cuidadosos y quiropráctica suave para problemas que nacen en la columna.',
        description:
          'Quiropráctica en Lenexa, KS para el dolor de espalda y de cuello, dolores de cabeza y migrañas, ciática y escoliosis, con un examen completo y un plan claro.',
        intro: [
          'Su columna sostiene su cuerpo, protege la médula espinal y resguarda la raíz de los nervios que llegan a cada parte de su cuerpo. Cuando una articulación de la columna deja de moverse bien, un disco se irrita o los músculos que la rodean se tensan, los efectos pueden aparecer como dolor de espalda o de cuello, dolores de cabeza o un dolor que baja por una pierna.',
          'El {{doctorShort}} comienza cada visita con un historial y un examen cuidadosos, y toma radiografías en la clínica cuando hacen falta. Luego le explica lo que encontró y le recomienda una atención suave adaptada a su afección y a sus metas. Elija una afección a continuación para conocer sus causas, sus síntomas y cómo podemos ayudarle.',
        ],
      },
    },
  },
  {
    slug: 'injuries',
    image: scene('rehab-exercise'),
    copy: {
      en: {
        title: 'Chiropractic Care for Injuries',
        navTitle: 'Injuries',
        subheading: 'Recovering From Injuries',
        summary:
          'Disc injuries, whiplash and work injuries: careful documentation, gentle care and step-by-step rehabilitation to help you get back to your life.',
        description:
          'Chiropractic care in Lenexa, KS for disc injuries, whiplash and work injuries: thorough exams, on-site X-rays and step-by-step rehabilitation.',
        intro: [
          'An injury can turn ordinary days upside down. A car accident, a lift at work or an awkward twist can strain muscles and ligaments, irritate a disc or leave a joint stiff and painful. Some injuries hurt right away; others build up slowly or only show up days later.',
          'Our approach to injury care starts with a thorough exam and clear records, which matter for your recovery and, when it applies, for an insurance or workers’ compensation claim. From there we combine gentle adjustments, soft tissue work and rehabilitation exercises to help you regain motion and strength safely. If your injury needs imaging or care from another provider, we will tell you and help you take that step.',
        ],
      },
      es: {
        title: 'Atención quiropráctica para lesiones',
        navTitle: 'Lesiones',
        subheading: 'Recuperación de lesiones',
        summary:
          'Lesiones de disco, latigazo cervical y lesiones laborales: documentación cuidadosa, atención suave y rehabilitación paso a paso para retomar su vida.',
        description:
          'Quiropráctica en Lenexa, KS para lesiones de disco, latigazo cervical y lesiones laborales: examen completo, radiografías y rehabilitación paso a paso.',
        intro: [
          'Una lesión puede poner de cabeza los días más normales. Un accidente de auto, un esfuerzo en el trabajo o un mal giro pueden forzar músculos y ligamentos, irritar un disco o dejar una articulación rígida y dolorosa. Algunas lesiones duelen de inmediato; otras se desarrollan poco a poco o aparecen días después.',
          'Nuestra atención de lesiones empieza con un examen completo y registros claros, que importan para su recuperación y, cuando corresponde, para un reclamo al seguro o de compensación laboral. A partir de ahí combinamos ajustes suaves, trabajo de tejidos blandos y ejercicios de rehabilitación para ayudarle a recuperar el movimiento y la fuerza de forma segura. Si su lesión necesita estudios de imagen o la atención de otro profesional, se lo diremos y le ayudaremos a dar ese paso.',
        ],
      },
    },
  },
  {
    slug: 'extremities',
    image: scene('arm-leg-pain'),
    copy: {
      en: {
        title: 'Chiropractic Care for the Extremities',
        navTitle: 'Extremities',
        subheading: 'Care for Arms, Legs and Joints',
        summary:
          'Arm and leg pain, carpal tunnel syndrome and shoulder pain: gentle care for the joints and nerves beyond the spine.',
        description:
          'Chiropractic care in Lenexa, KS for arm and leg pain, carpal tunnel syndrome and shoulder pain, with gentle care for the joints beyond the spine.',
        intro: [
          'Chiropractic care is not only for the back and neck. Your shoulders, elbows, wrists, hips, knees and ankles are joints too, and they can lose motion, become irritated or pick up extra strain when something else is not moving well. Pain, tingling or numbness in an arm or leg can also start with a nerve that is irritated near the spine.',
          '{{doctorShort}} checks both the painful area and the spine and nerves that supply it, so your care addresses the source as well as the symptom. Gentle adjustments, soft tissue work and targeted exercises may help restore movement and ease pain. Choose a condition below to learn more.',
        ],
      },
      es: {
        title: 'Atención quiropráctica para las extremidades',
        navTitle: 'Extremidades',
        subheading: 'Atención para brazos, piernas y articulaciones',
        summary:
          'Dolor de brazos y piernas, síndrome del túnel carpiano y dolor de hombro: atención suave para las articulaciones y los nervios más allá de la columna.',
        description:
          'Quiropráctica en Lenexa, KS para el dolor de brazos y piernas, el síndrome del túnel carpiano y el dolor de hombro, con atención suave.',
        intro: [
          'La quiropráctica no es solo para la espalda y el cuello. Los hombros, los codos, las muñecas, las caderas, las rodillas y los tobillos también son articulaciones, y pueden perder movimiento, irritarse o cargar un esfuerzo extra cuando otra parte del cuerpo no se mueve bien. El dolor, el hormigueo o el entumecimiento en un brazo o una pierna también pueden empezar en un nervio irritado cerca de la columna.',
          'El {{doctorShort}} revisa tanto la zona que duele como la columna y los nervios que la alimentan, para que su atención trate el origen además del síntoma. Los ajustes suaves, el trabajo de tejidos blandos y los ejercicios específicos pueden ayudar a recuperar el movimiento y aliviar el dolor. Elija una afección a continuación para saber más.',
        ],
      },
    },
  },
  {
    slug: 'family-chiropractic',
    image: scene('family'),
    copy: {
      en: {
        title: 'Family Chiropractic',
        navTitle: 'Family Chiropractic',
        subheading: 'Gentle care for all family members—from infants to seniors.',
        summary:
          'Gentle chiropractic care for kids, expectant mothers and adults who want to stay active, adapted to every age and stage of life.',
        description:
          'Family chiropractic in Lenexa, KS: gentle care for kids, prenatal chiropractic care and wellness care for adults and seniors with {{doctorShort}}.',
        intro: [
          'Chiropractic care can support every stage of life, and it does not look the same for everyone. A toddler, a teenager in sports, an expectant mother and a grandparent each need a different touch. {{doctorShort}} grew up in a family of chiropractors and adapts every exam and adjustment to the person in front of him, using very light pressure for infants and gentle, pregnancy-safe positioning for expectant mothers.',
          'Many families in Lenexa and nearby cities bring several generations to our office. Seeing the same team helps us understand your family’s habits, activities and history. We always coordinate with your pediatrician, obstetrician or family doctor when it helps. Choose a page below to learn more about care for kids, prenatal care and wellness care.',
        ],
      },
      es: {
        title: 'Quiropráctica familiar',
        navTitle: 'Quiropráctica familiar',
        subheading: 'Atención suave para toda la familia, desde bebés hasta adultos mayores.',
        summary:
          'Quiropráctica suave para niños, mujeres embarazadas y adultos que quieren mantenerse activos, adaptada a cada edad y etapa de la vida.',
        description:
          'Quiropráctica familiar en Lenexa, KS: atención suave para niños, atención prenatal y atención de bienestar para adultos y mayores con el {{doctorShort}}.',
        intro: [
          'La quiropráctica puede acompañar cada etapa de la vida, y no es igual para todos. Un niño pequeño, un adolescente que hace deporte, una mujer embarazada y un abuelo necesitan cada uno un trato distinto. El {{doctorShort}} creció en una familia de quiroprácticos y adapta cada examen y cada ajuste a la persona que tiene enfrente, con una presión muy ligera para los bebés y posiciones suaves y seguras para las mujeres embarazadas.',
          'Muchas familias de Lenexa y de las ciudades cercanas traen a varias generaciones a nuestra clínica. Ver siempre al mismo equipo nos ayuda a conocer los hábitos, las actividades y el historial de su familia. Siempre coordinamos con su pediatra, su obstetra o su médico de familia cuando eso ayuda. Elija una página a continuación para conocer más sobre la atención para niños, la atención prenatal y la atención de bienestar.',
        ],
      },
    },
  },
  {
    slug: 'other-symptoms',
    image: scene('nervous-system'),
    copy: {
      en: {
        title: 'Other Symptoms We Help With',
        navTitle: 'Other Symptoms',
        subheading:
          'Dizziness, vertigo and other symptoms that start in the neck, muscles or joints.',
        summary:
          'Vertigo, dizziness and other symptoms that can start in the neck, muscles or joints, assessed carefully, cared for gently and referred on when the cause lies elsewhere.',
        description:
          'Chiropractic care in Lenexa, KS for vertigo and dizziness from the neck and inner ear, with a careful exam and referral to a physician when needed.',
        intro: [
          'Not every symptom fits neatly into back pain or an injury. Some kinds of dizziness and vertigo, tension headaches and the muscle tightness that builds up with stress can come from the neck, the jaw or the muscles of the shoulders and upper back. Chiropractic care addresses the muscles, joints and nerves of that musculoskeletal system, and that is where it can help.',
          'Chiropractic care does not treat digestive problems, ongoing fatigue, anxiety or depression, or other conditions of the organs. For those, please see your primary care physician, who can look for the cause and refer you to a specialist or a mental health professional. If you are unsure where to start, call us and we will help you decide whom to see.',
          'We take these concerns seriously and start with a careful history and exam. When your symptoms point to something that needs medical attention, such as sudden dizziness with trouble speaking, weakness or chest pain, we will send you to a physician right away. When chiropractic care may help, {{doctorShort}} will explain how, set realistic expectations and coordinate with your other providers.',
        ],
      },
      es: {
        title: 'Otros síntomas con los que ayudamos',
        navTitle: 'Otros síntomas',
        subheading:
          'Mareos, vértigo y otros síntomas que empiezan en el cuello, los músculos o las articulaciones.',
        summary:
          'Vértigo, mareos y otros síntomas que pueden empezar en el cuello, los músculos o las articulaciones, evaluados con cuidado, atendidos con suavidad y referidos a otro profesional cuando la causa está en otra parte.',
        description:
          'Quiropráctica en Lenexa, KS para el vértigo y el mareo que vienen del cuello o del oído interno, con un examen cuidadoso y referencia a un médico si hace falta.',
        intro: [
          'No todos los síntomas encajan en el dolor de espalda o en una lesión. Algunos tipos de mareo y de vértigo, los dolores de cabeza tensionales y la rigidez muscular que se acumula con el estrés pueden venir del cuello, la mandíbula o los músculos de los hombros y la parte alta de la espalda. La quiropráctica atiende los músculos, las articulaciones y los nervios de ese sistema musculoesquelético, y ahí es donde puede ayudar.',
          'La quiropráctica no trata los problemas digestivos, el cansancio persistente, la ansiedad o la depresión, ni otras afecciones de los órganos. Para eso, consulte a su médico de cabecera, que puede buscar la causa y referirle a un especialista o a un profesional de salud mental. Si no sabe por dónde empezar, llámenos y le ayudaremos a decidir a quién acudir.',
          'Tomamos estas inquietudes en serio y empezamos con un historial y un examen cuidadosos. Cuando sus síntomas apuntan a algo que requiere atención médica, como un mareo repentino con dificultad para hablar, debilidad o dolor en el pecho, le enviaremos de inmediato con un médico. Cuando la quiropráctica puede ayudar, el {{doctorShort}} le explicará cómo, fijará expectativas realistas y coordinará con sus otros profesionales de salud.',
        ],
      },
    },
  },
];

/** The five chiropractic categories, in menu order, with clinic facts filled in. */
export const categories: readonly CategoryPage[] = entries.map((c) => ({
  ...c,
  copy: fillLocalized(c.copy, `category ${c.slug}`),
}));

export function getCategory(slug: string): CategoryPage | undefined {
  return categories.find((c) => c.slug === slug);
}
