import { scene } from '@/content/illustrations';
import type { ServicePage } from '@/content/types';

export const service: ServicePage = {
  slug: 'chiropractic',
  images: [
    scene('chiropractic-adjustment'),
    scene('xray-review'),
    scene('soft-tissue'),
    scene('family'),
  ],
  steps: 'consultation',
  copy: {
    en: {
      heroKicker: 'Chiropractic Care in Lenexa',
      title: 'Gentle, Thorough Chiropractic Care for the Whole Family',
      navTitle: 'Chiropractic',
      summary:
        'Careful exams, gentle adjustments and a clear plan for back pain, neck pain, headaches, injuries and everyday aches, for patients of every age.',
      description:
        'Chiropractic care in Lenexa, KS: a thorough exam, on-site X-rays when needed and gentle adjustments from {{doctor}}. Walk-ins welcome.',
      intro: [
        'Your spine protects the nerves that connect your brain to the rest of your body, and it carries you through every step, lift and turn of the day. When joints in the spine or extremities stop moving well, the result can be pain, stiffness, headaches or a sense that your body just is not working the way it used to. Chiropractic care looks for those problem areas and helps them move more freely again.',
        'At {{shortName}}, {{doctor}} brings a family tradition of care (more than 40 chiropractors in his extended family) and a careful, unhurried approach. We do not believe in one-size-fits-all treatment. Every plan is built on a thorough exam, explained in plain language, and adjusted as you improve.',
        'Below you can read what chiropractic care is, what happens at your first visit, the techniques we use and the conditions we see most often, grouped into five areas of care.',
      ],
      sections: [
        {
          heading: 'What Is Chiropractic Care?',
          paragraphs: [
            'Chiropractic care is a hands-on, drug-free approach to problems of the spine, joints, muscles and nerves. A chiropractor examines how your joints move, finds the areas that are restricted or irritated, and uses precise, controlled movements called adjustments to restore motion. Better movement may ease pain, reduce muscle guarding and help your body handle daily activity with less strain.',
            'Chiropractic care is not only about the spine. Shoulders, wrists, hips, knees and ankles are joints too, and they often respond to the same careful approach. Our goal is not just to make today’s pain fade, but to help you understand what contributed to it and what you can do at home to keep it from coming back.',
          ],
          imageAlt:
            '{{doctorShort}}’s hands gently adjusting the upper back of a patient lying face-down on a treatment table.',
        },
        {
          heading: 'What to Expect at Your First Visit',
          paragraphs: [
            'Your first visit is about getting answers. We set aside time to listen before we treat anything, and nothing happens without your understanding and consent. {{doctorShort}} walks you through each step and explains what he is looking for as he goes.',
            'Many patients feel some relief the same day. If your findings point to a problem that needs another provider, such as a specialist or your primary care doctor, we will tell you so and help you take the next step.',
          ],
          list: [
            'A detailed health history: your symptoms, past injuries, work, sleep and activity',
            'A chiropractic exam of posture, joint movement, muscle tension and tender areas',
            'X-rays taken on site when your history or exam shows they are needed',
            'A neurologic assessment of reflexes, strength and sensation',
            'A personalized plan that explains the findings, the number of visits we suggest and the costs upfront',
          ],
          imageAlt:
            '{{doctorShort}} pointing at an X-ray of a spine on a lightbox while reviewing a patient’s imaging.',
        },
        {
          heading: 'Techniques We Use',
          paragraphs: [
            'Most adjustments are quick and gentle. {{doctorShort}} chooses the technique that suits your body, your comfort and your condition, and he can use lower-force methods for children, older adults, pregnant patients and anyone who prefers a lighter touch. You may hear a soft pop when a joint releases, but it is simply a small release of gas from the joint fluid and is not required for an adjustment to help.',
            'Joints rarely cause problems on their own. Tight muscles, weak stabilizers and daily habits all play a part, so your care often combines several tools. As you improve, your visits become less frequent and your home program does more of the work.',
          ],
          list: [
            'Gentle manual and instrument-assisted adjustments for the spine and extremities',
            'Soft tissue work to relax tight muscles and ease trigger points',
            'Rehabilitation exercises and stretches to build strength and stability',
            'Posture, desk set-up and sleep position advice you can use right away',
          ],
          imageAlt:
            'A therapist’s hands working on the muscles of a patient’s back during a soft tissue treatment.',
        },
        {
          heading: 'Who We Help',
          paragraphs: [
            'We care for patients of all ages, from infants and growing athletes to busy parents, office workers, tradespeople and active seniors. To make it easier to find what you are looking for, we group the conditions we see most often into five areas. Each one has its own page with more detail about the symptoms, how we assess them and what care may involve.',
            'If you do not see your concern listed, please ask. And if you ever have sudden severe pain, weakness or numbness in a limb, loss of bladder or bowel control, or pain after a serious fall or collision, seek emergency care first.',
          ],
          list: [
            'Spine-related conditions: back pain, neck pain, headaches and migraines, sciatica and scoliosis',
            'Injuries: disc injuries, whiplash and work injuries',
            'Extremities: arm and leg pain, carpal tunnel syndrome and shoulder pain',
            'Family chiropractic: care for kids, prenatal care and wellness care',
            'Other symptoms: vertigo and dizziness',
          ],
          imageAlt: 'Three generations of a family standing together and smiling.',
        },
      ],
      accordion: {
        heading: 'Chiropractic Care: Frequently Asked Questions',
        faq: true,
        items: [
          {
            title: 'Does a chiropractic adjustment hurt?',
            content:
              'Most patients find adjustments comfortable, and many feel relief right away. Some people feel mild soreness for a day or so afterward, similar to how you might feel after a new workout. {{doctorShort}} always checks in with you and can use gentler techniques if you prefer.',
          },
          {
            title: 'Will I need X-rays?',
            content:
              'Not always. We take X-rays on site when your history or exam suggests they will change your care, for example after an injury or when we need to see the structure of your spine. If you already have recent images, bring them along.',
          },
          {
            title: 'How many visits will I need?',
            content:
              'It depends on your condition, how long you have had it and your goals. After your exam, {{doctorShort}} recommends a plan with a clear number of visits and re-checks your progress along the way. Many patients need fewer visits as they improve.',
          },
          {
            title: 'Does insurance cover chiropractic care?',
            content:
              'Many insurance plans include chiropractic benefits, but coverage varies from plan to plan. Call our front desk and we will help you check your benefits. We also give you a good faith estimate so you know your costs upfront.',
          },
          {
            title: 'Do I need a referral from my doctor?',
            content:
              'No referral is needed to see a chiropractor in Kansas, though some insurance plans ask for one. We are happy to coordinate with your primary care doctor or specialist when it helps your care.',
          },
        ],
      },
    },
    es: {
      heroKicker: 'Quiropráctica en Lenexa',
      title: 'Quiropráctica suave y minuciosa para toda la familia',
      navTitle: 'Quiropráctica',
      summary:
        'Exámenes cuidadosos, ajustes suaves y un plan claro para el dolor de espalda y de cuello, dolores de cabeza, lesiones y molestias diarias, a cualquier edad.',
      description:
        'Quiropráctica en Lenexa, KS: examen completo, radiografías en la clínica si hacen falta y ajustes suaves con el {{doctor}}. Sin cita previa.',
      intro: [
        'Su columna protege los nervios que conectan el cerebro con el resto del cuerpo y lo sostiene en cada paso, cada esfuerzo y cada giro del día. Cuando las articulaciones de la columna o de las extremidades dejan de moverse bien, pueden aparecer dolor, rigidez, dolores de cabeza o la sensación de que el cuerpo ya no responde como antes. La quiropráctica busca esas zonas con problemas y les ayuda a moverse con más libertad.',
        'En {{shortName}}, el {{doctor}} trae consigo una tradición familiar de cuidado (más de 40 quiroprácticos en su familia extendida) y una forma de trabajar cuidadosa y sin prisas. No creemos en tratamientos iguales para todos. Cada plan se basa en un examen completo, se explica con palabras sencillas y se ajusta a medida que usted mejora.',
        'A continuación puede leer qué es la quiropráctica, qué sucede en su primera visita, las técnicas que usamos y las afecciones que vemos con más frecuencia, agrupadas en cinco áreas de atención.',
      ],
      sections: [
        {
          heading: '¿Qué es la quiropráctica?',
          paragraphs: [
            'La quiropráctica es un enfoque manual y sin medicamentos para los problemas de la columna, las articulaciones, los músculos y los nervios. El quiropráctico examina cómo se mueven sus articulaciones, encuentra las zonas restringidas o irritadas y usa movimientos precisos y controlados, llamados ajustes, para devolverles el movimiento. Un mejor movimiento puede aliviar el dolor, relajar la tensión muscular de protección y ayudar a su cuerpo a sobrellevar la actividad diaria con menos esfuerzo.',
            'La quiropráctica no se limita a la columna. Los hombros, las muñecas, las caderas, las rodillas y los tobillos también son articulaciones, y muchas veces responden al mismo enfoque cuidadoso. Nuestra meta no es solo que el dolor de hoy desaparezca, sino ayudarle a entender qué lo provocó y qué puede hacer en casa para evitar que regrese.',
          ],
          imageAlt:
            'Las manos del {{doctorShort}} ajustan con suavidad la parte alta de la espalda de un paciente acostado boca abajo en una camilla.',
        },
        {
          heading: 'Qué esperar en su primera visita',
          paragraphs: [
            'Su primera visita se trata de obtener respuestas. Reservamos tiempo para escucharle antes de tratar cualquier cosa, y no hacemos nada sin que usted lo entienda y dé su consentimiento. El {{doctorShort}} le acompaña en cada paso y le explica lo que busca a medida que avanza.',
            'Muchos pacientes sienten algo de alivio el mismo día. Si los hallazgos apuntan a un problema que requiere a otro profesional, como un especialista o su médico de cabecera, se lo diremos y le ayudaremos a dar el siguiente paso.',
          ],
          list: [
            'Un historial de salud detallado: sus síntomas, lesiones anteriores, trabajo, sueño y actividad',
            'Un examen quiropráctico de la postura, el movimiento de las articulaciones, la tensión muscular y las zonas sensibles',
            'Radiografías tomadas en la clínica cuando su historial o el examen indican que hacen falta',
            'Una evaluación neurológica de reflejos, fuerza y sensibilidad',
            'Un plan personalizado que explica los hallazgos, el número de visitas que recomendamos y los costos por adelantado',
          ],
          imageAlt:
            'El {{doctorShort}} señala una radiografía de la columna en un negatoscopio mientras revisa las imágenes de un paciente.',
        },
        {
          heading: 'Las técnicas que usamos',
          paragraphs: [
            'La mayoría de los ajustes son rápidos y suaves. El {{doctorShort}} elige la técnica adecuada para su cuerpo, su comodidad y su afección, y puede usar métodos de menor fuerza con niños, adultos mayores, pacientes embarazadas y cualquier persona que prefiera un toque más ligero. Es posible que escuche un leve chasquido cuando una articulación se libera; es solo una pequeña liberación de gas del líquido articular y no es necesario para que el ajuste le ayude.',
            'Las articulaciones rara vez causan problemas por sí solas. Los músculos tensos, los músculos estabilizadores débiles y los hábitos diarios también influyen, por eso su atención suele combinar varias herramientas. A medida que mejora, las visitas se espacian y su programa en casa hace una parte mayor del trabajo.',
          ],
          list: [
            'Ajustes suaves, manuales y asistidos con instrumento, para la columna y las extremidades',
            'Trabajo de tejidos blandos para relajar músculos tensos y aliviar puntos gatillo',
            'Ejercicios de rehabilitación y estiramientos para ganar fuerza y estabilidad',
            'Consejos de postura, organización del escritorio y posición para dormir que puede aplicar de inmediato',
          ],
          imageAlt:
            'Las manos de un terapeuta trabajan los músculos de la espalda de un paciente durante un tratamiento de tejidos blandos.',
        },
        {
          heading: 'A quién ayudamos',
          paragraphs: [
            'Atendemos a pacientes de todas las edades: bebés y jóvenes deportistas, madres y padres ocupados, personas que trabajan en oficina o en oficios, y adultos mayores activos. Para que le resulte más fácil encontrar lo que busca, agrupamos las afecciones que vemos con más frecuencia en cinco áreas. Cada una tiene su propia página con más detalles sobre los síntomas, cómo los evaluamos y en qué puede consistir la atención.',
            'Si no ve su problema en la lista, pregúntenos. Y si alguna vez tiene un dolor repentino e intenso, debilidad o entumecimiento en un brazo o una pierna, pérdida del control de la vejiga o los intestinos, o dolor después de una caída o un choque fuerte, busque primero atención de emergencia.',
          ],
          list: [
            'Afecciones de la columna: dolor de espalda, dolor de cuello, dolores de cabeza y migrañas, ciática y escoliosis',
            'Lesiones: lesiones de disco, latigazo cervical y lesiones laborales',
            'Extremidades: dolor de brazos y piernas, síndrome del túnel carpiano y dolor de hombro',
            'Quiropráctica familiar: atención para niños, atención prenatal y atención de bienestar',
            'Otros síntomas: vértigo y mareos',
          ],
          imageAlt: 'Tres generaciones de una familia juntas y sonriendo.',
        },
      ],
      accordion: {
        heading: 'Quiropráctica: preguntas frecuentes',
        faq: true,
        items: [
          {
            title: '¿Duele un ajuste quiropráctico?',
            content:
              'La mayoría de los pacientes encuentran los ajustes cómodos, y muchos sienten alivio de inmediato. Algunas personas notan una leve molestia durante un día o dos, parecida a la que se siente después de empezar una nueva rutina de ejercicio. El {{doctorShort}} siempre le pregunta cómo se siente y puede usar técnicas más suaves si usted lo prefiere.',
          },
          {
            title: '¿Necesitaré radiografías?',
            content:
              'No siempre. Tomamos radiografías en la clínica cuando su historial o el examen indican que van a cambiar su atención, por ejemplo después de una lesión o cuando necesitamos ver la estructura de su columna. Si ya tiene imágenes recientes, tráigalas.',
          },
          {
            title: '¿Cuántas visitas necesitaré?',
            content:
              'Depende de su afección, del tiempo que lleva con ella y de sus metas. Después del examen, el {{doctorShort}} le recomienda un plan con un número claro de visitas y revisa su progreso en el camino. Muchos pacientes necesitan menos visitas a medida que mejoran.',
          },
          {
            title: '¿El seguro cubre la quiropráctica?',
            content:
              'Muchos planes de seguro incluyen beneficios de quiropráctica, pero la cobertura varía de un plan a otro. Llame a nuestra recepción y le ayudaremos a revisar sus beneficios. También le damos una estimación de buena fe para que conozca sus costos por adelantado.',
          },
          {
            title: '¿Necesito una referencia de mi médico?',
            content:
              'No se necesita una referencia para ver a un quiropráctico en Kansas, aunque algunos planes de seguro la piden. Con gusto coordinamos con su médico de cabecera o especialista cuando eso beneficia su atención.',
          },
        ],
      },
    },
  },
};
