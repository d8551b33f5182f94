import { scene } from '@/content/illustrations';
import type { ConditionPage } from '@/content/types';

export const condition: ConditionPage = {
  slug: 'chiropractic-care-for-kids',
  category: 'family-chiropractic',
  images: [scene('kids-chiropractic'), scene('scoliosis-screening')],
  steps: 'consultation',
  copy: {
    en: {
      title: 'Gentle Chiropractic Care for Kids',
      navTitle: 'Chiropractic for Kids',
      summary:
        'Gentle, age-appropriate chiropractic care for infants, children and teens, with a parent in the room at every visit.',
      description:
        'Gentle chiropractic care for kids in Lenexa, KS: light-touch exams and adjustments for infants, children and teens, with a parent present.',
      intro: [
        'Children are not small adults, and their chiropractic care should not look like an adult’s. From the first tumble while learning to walk to heavy backpacks, growth spurts and weekend tournaments, growing bodies go through a lot. Many parents bring their kids to us for back or neck pain after a fall or sports injury, for posture concerns, or for a scoliosis screening. We do not adjust healthy babies as a routine check-up: there is no good evidence that it helps, and your pediatrician already follows your baby’s growth and development at well-child visits. When an infant does need us, for example for a stiff neck that makes it hard to turn the head to one side, we see them after your pediatrician has ruled out other causes and use only gentle, hands-on techniques.',
        'At {{shortName}}, {{doctorShort}} adapts every exam and adjustment to your child’s age, size and comfort. A parent or guardian is always in the room, and we explain what we are doing in words your child can understand. Nothing is forced: if your child is not comfortable, we slow down or try again next time.',
      ],
      sections: [
        {
          heading: 'What a Visit Looks Like for Your Child',
          paragraphs: [
            'Pediatric chiropractic care is very gentle. For infants and toddlers we never use the quick thrust of an adult adjustment: we use light, sustained touch and gentle stretching, with about the pressure you would use to check the ripeness of a tomato, often with your child sitting on your lap. For older kids and teens, we use gentle, low-force techniques adapted to their size, and many children find the visit fun rather than scary.',
            'The first visit starts with a conversation about your child’s health history, birth, milestones, activities and any falls or injuries. {{doctorShort}} then checks posture, how the spine and joints move and how the muscles respond. If anything suggests your child needs a pediatrician or a specialist, we will tell you and help you arrange it.',
            'Chiropractic care is not a substitute for your child’s regular medical care. Please call your pediatrician or seek urgent care for a fever, a head injury, pain that wakes your child at night, or any sudden change in how your child walks or uses an arm or leg.',
          ],
          imageAlt:
            'A child sitting on a treatment table while a parent stands beside them during a gentle chiropractic visit.',
        },
        {
          heading: 'Growing Spines: Posture, Sports and Screenings',
          paragraphs: [
            'Childhood and the teen years are a time of fast growth, and the spine changes along with everything else. Heavy backpacks, long hours on phones and tablets and the repeated motions of sports can all add strain. Early check-ups help us spot habits and patterns that are easy to change now and harder to change later.',
            'We also check for signs of scoliosis, a sideways curve of the spine that often first appears between the ages of 10 and 12. A simple forward-bend screening takes only a minute, and catching a curve early gives your family the most options. If we find one, we will explain what it means and coordinate with your child’s physician about monitoring or further imaging.',
          ],
          list: [
            'Neck, back or shoulder pain after a fall or sports injury',
            'Poor posture or one shoulder sitting higher than the other',
            'Backpack strain and aches after long screen time',
            'Recurring sports injuries or stiffness during growth spurts',
            'Scoliosis screening and monitoring alongside your child’s physician',
          ],
          imageAlt:
            'A child bending forward at the waist while a clinician checks the spine during a scoliosis screening.',
        },
      ],
      accordion: {
        heading: 'Chiropractic Care for Kids: Frequently Asked Questions',
        faq: true,
        items: [
          {
            title: 'Is chiropractic care safe for children?',
            content:
              'When it is adapted to a child’s age and size, gentle chiropractic care is generally well tolerated. {{doctorShort}} uses very light pressure for infants and low-force techniques for older children, and a parent is always present. We will always tell you if something needs your pediatrician’s attention instead.',
          },
          {
            title: 'At what age can my child start?',
            content:
              'We see children of every age, from infants to teens. Babies come to us only for a specific muscle or joint concern, such as a stiff neck, after a visit with their pediatrician. The exam and techniques change as your child grows, so care is always matched to their stage of development.',
          },
          {
            title: 'Can I stay in the room during the visit?',
            content:
              'Yes. A parent or guardian stays with the child for the whole visit. Younger children are often most comfortable sitting on a parent’s lap.',
          },
        ],
      },
    },
    es: {
      title: 'Quiropráctica suave para niños',
      navTitle: 'Quiropráctica para niños',
      summary:
        'Quiropráctica suave y adecuada a cada edad para bebés, niños y adolescentes, con la madre, el padre o un tutor presente en cada visita.',
      description:
        'Quiropráctica suave para niños en Lenexa, KS: exámenes y ajustes ligeros para bebés, niños y adolescentes, siempre con un adulto responsable presente.',
      intro: [
        'Los niños no son adultos pequeños, y su atención quiropráctica no debe parecerse a la de un adulto. Desde las primeras caídas al aprender a caminar hasta las mochilas pesadas, los estirones y los torneos de fin de semana, los cuerpos en crecimiento pasan por mucho. Muchos padres traen a sus hijos por dolor de espalda o de cuello después de una caída o una lesión deportiva, por problemas de postura o para una prueba de detección de escoliosis. No ajustamos a bebés sanos como revisión de rutina: no hay buena evidencia de que ayude, y su pediatra ya sigue el crecimiento y el desarrollo de su bebé en las consultas de niño sano. Cuando un bebé sí nos necesita, por ejemplo por un cuello rígido que le cuesta girar hacia un lado, lo atendemos después de que su pediatra haya descartado otras causas y usamos solo técnicas manuales suaves.',
        'En {{shortName}}, el {{doctorShort}} adapta cada examen y cada ajuste a la edad, el tamaño y la comodidad de su hijo. Siempre hay un padre, una madre o un tutor en la sala, y explicamos lo que hacemos con palabras que su hijo pueda entender. Nada se hace a la fuerza: si su hijo no se siente cómodo, vamos más despacio o lo intentamos en la próxima visita.',
      ],
      sections: [
        {
          heading: 'Cómo es una visita para su hijo',
          paragraphs: [
            'La quiropráctica pediátrica es muy suave. Con bebés y niños pequeños nunca usamos el impulso rápido de un ajuste de adulto: usamos un contacto ligero y sostenido y estiramientos suaves, con más o menos la presión que usaría para ver si un tomate está maduro, muchas veces con el niño sentado en su regazo. Para niños mayores y adolescentes usamos técnicas suaves y de baja fuerza adaptadas a su tamaño, y a muchos niños la visita les parece divertida en lugar de aterradora.',
            'La primera visita comienza con una conversación sobre el historial de salud de su hijo, su nacimiento, sus etapas de desarrollo, sus actividades y cualquier caída o lesión. Luego el {{doctorShort}} revisa la postura, cómo se mueven la columna y las articulaciones y cómo responden los músculos. Si algo indica que su hijo necesita a un pediatra o a un especialista, se lo diremos y le ayudaremos a coordinarlo.',
            'La quiropráctica no sustituye la atención médica habitual de su hijo. Llame a su pediatra o busque atención urgente si tiene fiebre, un golpe en la cabeza, un dolor que lo despierta por la noche o cualquier cambio repentino en su forma de caminar o de usar un brazo o una pierna.',
          ],
          imageAlt:
            'Un niño sentado en una camilla mientras su madre o su padre está a su lado durante una visita quiropráctica suave.',
        },
        {
          heading: 'Columnas en crecimiento: postura, deportes y revisiones',
          paragraphs: [
            'La niñez y la adolescencia son etapas de crecimiento rápido, y la columna cambia junto con todo lo demás. Las mochilas pesadas, las muchas horas frente al teléfono o la tableta y los movimientos repetidos de los deportes pueden sumar esfuerzo. Las revisiones tempranas nos ayudan a detectar hábitos y patrones que son fáciles de cambiar ahora y más difíciles después.',
            'También revisamos si hay señales de escoliosis, una curva lateral de la columna que a menudo aparece por primera vez entre los 10 y los 12 años. Una sencilla prueba de flexión hacia adelante toma solo un minuto, y detectar una curva a tiempo le da a su familia más opciones. Si encontramos una, le explicaremos lo que significa y coordinaremos con el médico de su hijo el seguimiento o estudios de imagen adicionales.',
          ],
          list: [
            'Dolor de cuello, espalda u hombro después de una caída o una lesión deportiva',
            'Mala postura o un hombro más alto que el otro',
            'Molestias por la mochila y dolores después de mucho tiempo frente a pantallas',
            'Lesiones deportivas repetidas o rigidez durante los estirones',
            'Detección y seguimiento de la escoliosis junto con el médico de su hijo',
          ],
          imageAlt:
            'Un niño se inclina hacia adelante desde la cintura mientras un profesional revisa su columna durante una prueba de detección de escoliosis.',
        },
      ],
      accordion: {
        heading: 'Quiropráctica para niños: preguntas frecuentes',
        faq: true,
        items: [
          {
            title: '¿La quiropráctica es segura para los niños?',
            content:
              'Cuando se adapta a la edad y al tamaño del niño, la quiropráctica suave suele tolerarse bien. El {{doctorShort}} usa una presión muy ligera con los bebés y técnicas de baja fuerza con los niños mayores, y siempre hay un adulto responsable presente. Si algo requiere la atención de su pediatra, siempre se lo diremos.',
          },
          {
            title: '¿A qué edad puede empezar mi hijo?',
            content:
              'Atendemos a niños de todas las edades, desde bebés hasta adolescentes. Los bebés vienen solo por una molestia concreta de músculos o articulaciones, como un cuello rígido, y después de una consulta con su pediatra. El examen y las técnicas cambian a medida que su hijo crece, para que la atención siempre corresponda a su etapa de desarrollo.',
          },
          {
            title: '¿Puedo quedarme en la sala durante la visita?',
            content:
              'Sí. Un padre, una madre o un tutor se queda con el niño durante toda la visita. Los más pequeños suelen estar más cómodos sentados en el regazo de su mamá o su papá.',
          },
        ],
      },
    },
  },
};
