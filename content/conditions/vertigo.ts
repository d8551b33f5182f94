import { scene } from '@/content/illustrations';
import type { ConditionPage } from '@/content/types';

export const condition: ConditionPage = {
  slug: 'vertigo',
  category: 'other-symptoms',
  images: [scene('vertigo'), scene('inner-ear'), scene('neck-pain'), scene('consultation')],
  steps: 'consultation',
  copy: {
    en: {
      title: 'Natural Relief for Vertigo and Dizziness',
      navTitle: 'Vertigo',
      summary:
        'A careful exam to find the likely cause of your dizziness, and gentle, drug-free care such as repositioning maneuvers and neck care when they fit.',
      description:
        'Vertigo and dizziness care in Lenexa, KS: a careful exam, gentle repositioning maneuvers for BPPV and care for neck-related dizziness.',
      intro: [
        'Few things are as unsettling as feeling the room spin when you roll over in bed or look up at a high shelf. Vertigo and dizziness can make you afraid to drive, climb stairs or even turn your head quickly. For many people, the worst part is not knowing what is causing it.',
        'Dizziness has many possible causes, from the inner ear and the neck to blood pressure, medications and, rarely, serious problems in the brain or heart. At {{shortName}}, {{doctorShort}} starts with a careful history and exam to understand your symptoms. When your dizziness appears to come from the inner ear or the neck, gentle, drug-free care may help. When it points elsewhere, we will refer you to the right physician.',
      ],
      sections: [
        {
          heading: 'Understanding Vertigo and Dizziness',
          paragraphs: [
            'People use the word dizzy to describe different sensations, and telling them apart is an important first clue. Vertigo is a false sense of spinning or movement, either of yourself or of the room. Lightheadedness feels more like you might faint. Imbalance is a feeling of unsteadiness on your feet, often worse in the dark or on uneven ground.',
            'We will ask when your symptoms started, how long each episode lasts, what triggers it and whether you have other symptoms such as hearing changes, ringing in the ears, headache or neck pain. Your answers help narrow down the likely cause and guide the rest of the exam.',
          ],
          list: [
            'Spinning that starts with head movements such as rolling over or looking up',
            'Unsteadiness or a feeling of floating',
            'Dizziness together with neck pain or stiffness',
            'Nausea during episodes',
          ],
          imageAlt:
            'A person steadying themselves with spiral lines around their head, showing the spinning sensation of vertigo.',
        },
        {
          heading: 'Inner Ear Causes and Repositioning Maneuvers',
          paragraphs: [
            'One of the most common causes of vertigo is benign paroxysmal positional vertigo, or BPPV. Tiny calcium crystals in the inner ear can drift out of place and into one of the curved balance canals. When you move your head, they shift the fluid in that canal and send false movement signals to your brain, causing a brief but intense spin.',
            'BPPV is often identified with simple positional tests. When the exam points to it, {{doctorShort}} may use gentle repositioning maneuvers, such as the Epley maneuver, which guide your head through a series of positions to move the crystals back where they belong. Many people notice improvement within one to a few sessions, though some need more, and we may show you exercises to do at home.',
          ],
          imageAlt:
            'A simple diagram of the inner ear with its curved balance canals, where loose crystals can cause BPPV.',
        },
        {
          heading: 'When the Neck Plays a Role',
          paragraphs: [
            'Your neck is full of sensors that tell your brain where your head is in space. After whiplash, a fall or months of strain from screens and desk work, stiff joints and tight muscles in the upper neck may send confusing signals to your balance system. This is often called cervicogenic dizziness, and it tends to come with neck pain, stiffness or headaches.',
            'When neck problems seem to be involved, care may include gentle adjustments, soft tissue work for tight muscles and exercises that help your eyes, head and neck work together again. We also look at posture and daily habits that may keep the neck under strain.',
          ],
          list: [
            'Gentle adjustments for stiff upper neck joints',
            'Soft tissue work for tight neck and shoulder muscles',
            'Balance, gaze and neck movement exercises',
            'Posture and workstation advice to reduce strain',
          ],
          imageAlt:
            'A person touching the back of their neck with the neck vertebrae highlighted, where stiffness can contribute to dizziness.',
        },
        {
          heading: 'Your Visit and When to Seek Emergency Care',
          paragraphs: [
            'At your first visit, {{doctorShort}} reviews your health history and medications, checks your blood pressure, performs a neurologic assessment and runs balance and positional tests. He explains what he found, what he thinks is causing your symptoms and whether chiropractic care is a good fit. If another provider, such as your physician or an ear, nose and throat specialist, should be involved, we will say so.',
            'Some dizziness is a medical emergency. Call 911 or go to the nearest emergency room right away if your dizziness comes with any of the warning signs below. These can be signs of a stroke or another serious condition that needs immediate medical care.',
          ],
          list: [
            'Sudden dizziness with slurred speech, facial drooping or confusion',
            'Weakness or numbness in the face, an arm or a leg',
            'Double vision or sudden loss of vision',
            'A sudden, severe headache unlike any before',
            'Chest pain, a racing or irregular heartbeat, or fainting',
          ],
          imageAlt:
            '{{doctorShort}} and a patient talking across a desk, the doctor holding a clipboard while reviewing the patient’s dizziness history.',
        },
      ],
      accordion: {
        heading: 'Vertigo and Dizziness: Frequently Asked Questions',
        faq: true,
        items: [
          {
            title: 'Can a chiropractor help with vertigo?',
            content:
              'It depends on the cause. When vertigo comes from loose crystals in the inner ear (BPPV) or from problems in the neck, gentle repositioning maneuvers and neck care may help. When the exam suggests another cause, we refer you to the right physician.',
          },
          {
            title: 'Are repositioning maneuvers uncomfortable?',
            content:
              'They can briefly bring on your dizziness, since the maneuver moves your head into the position that triggers it. {{doctorShort}} supports you through each step, and the spinning usually settles within a minute or so.',
          },
          {
            title: 'Should I drive to my appointment?',
            content:
              'If your dizziness is frequent or strong, it is safest to ask someone to drive you, especially to your first visit, since the tests and maneuvers can briefly trigger symptoms.',
          },
        ],
      },
    },
    es: {
      title: 'Alivio natural para el vértigo y los mareos',
      navTitle: 'Vértigo',
      summary:
        'Un examen cuidadoso para encontrar la causa probable de sus mareos y una atención suave, sin medicamentos, como maniobras de reposicionamiento y cuidado del cuello.',
      description:
        'Atención para el vértigo y los mareos en Lenexa, KS: examen cuidadoso, maniobras suaves de reposicionamiento para el VPPB y cuidado del cuello.',
      intro: [
        'Pocas cosas son tan inquietantes como sentir que la habitación gira al darse vuelta en la cama o al mirar hacia un estante alto. El vértigo y los mareos pueden hacer que le dé miedo manejar, subir escaleras o incluso girar la cabeza rápidamente. Para muchas personas, lo peor es no saber qué lo está causando.',
        'Los mareos tienen muchas causas posibles, desde el oído interno y el cuello hasta la presión arterial, los medicamentos y, en raras ocasiones, problemas graves del cerebro o del corazón. En {{shortName}}, el {{doctorShort}} comienza con un historial y un examen cuidadosos para entender sus síntomas. Cuando el mareo parece venir del oído interno o del cuello, una atención suave y sin medicamentos puede ayudar. Cuando apunta a otra causa, le referiremos al médico adecuado.',
      ],
      sections: [
        {
          heading: 'Cómo entender el vértigo y los mareos',
          paragraphs: [
            'La gente usa la palabra mareo para describir sensaciones distintas, y diferenciarlas es una primera pista importante. El vértigo es una falsa sensación de giro o movimiento, ya sea de usted o de la habitación. La sensación de desmayo se parece más a estar a punto de perder el conocimiento. El desequilibrio es una sensación de inestabilidad al estar de pie, que a menudo empeora en la oscuridad o en terreno irregular.',
            'Le preguntaremos cuándo empezaron sus síntomas, cuánto dura cada episodio, qué lo desencadena y si tiene otros síntomas, como cambios en la audición, zumbido en los oídos, dolor de cabeza o dolor de cuello. Sus respuestas ayudan a reducir las posibles causas y orientan el resto del examen.',
          ],
          list: [
            'Giros que empiezan con movimientos de la cabeza, como darse vuelta en la cama o mirar hacia arriba',
            'Inestabilidad o sensación de flotar',
            'Mareos junto con dolor o rigidez de cuello',
            'Náuseas durante los episodios',
          ],
          imageAlt:
            'Una persona intenta mantener el equilibrio con líneas en espiral alrededor de la cabeza, que muestran la sensación de giro del vértigo.',
        },
        {
          heading: 'Causas del oído interno y maniobras de reposicionamiento',
          paragraphs: [
            'Una de las causas más comunes del vértigo es el vértigo posicional paroxístico benigno, o VPPB. Pequeños cristales de calcio del oído interno pueden desprenderse y pasar a uno de los canales curvos del equilibrio. Cuando usted mueve la cabeza, los cristales desplazan el líquido de ese canal y envían al cerebro señales falsas de movimiento, lo que provoca un giro breve pero intenso.',
            'El VPPB suele identificarse con pruebas sencillas de posición. Cuando el examen apunta a él, el {{doctorShort}} puede usar maniobras suaves de reposicionamiento, como la maniobra de Epley, que guían su cabeza por una serie de posiciones para devolver los cristales a su lugar. Muchas personas notan mejoría en una o pocas sesiones, aunque algunas necesitan más, y quizá le enseñemos ejercicios para hacer en casa.',
          ],
          imageAlt:
            'Un diagrama sencillo del oído interno con sus canales curvos del equilibrio, donde los cristales sueltos pueden causar el VPPB.',
        },
        {
          heading: 'Cuando el cuello influye',
          paragraphs: [
            'Su cuello está lleno de sensores que le indican al cerebro dónde está la cabeza en el espacio. Después de un latigazo cervical, una caída o meses de tensión por las pantallas y el trabajo de escritorio, las articulaciones rígidas y los músculos tensos de la parte alta del cuello pueden enviar señales confusas a su sistema de equilibrio. A esto se le suele llamar mareo cervicogénico, y por lo general viene acompañado de dolor de cuello, rigidez o dolores de cabeza.',
            'Cuando parece haber problemas del cuello, la atención puede incluir ajustes suaves, trabajo de tejidos blandos para los músculos tensos y ejercicios que ayudan a que los ojos, la cabeza y el cuello vuelvan a trabajar en conjunto. También revisamos la postura y los hábitos diarios que pueden mantener el cuello bajo tensión.',
          ],
          list: [
            'Ajustes suaves para las articulaciones rígidas de la parte alta del cuello',
            'Trabajo de tejidos blandos para los músculos tensos del cuello y los hombros',
            'Ejercicios de equilibrio, de mirada y de movimiento del cuello',
            'Consejos de postura y del lugar de trabajo para reducir la tensión',
          ],
          imageAlt:
            'Una persona se toca la nuca con las vértebras del cuello resaltadas, donde la rigidez puede contribuir a los mareos.',
        },
        {
          heading: 'Su visita y cuándo buscar atención de emergencia',
          paragraphs: [
            'En su primera visita, el {{doctorShort}} revisa su historial de salud y sus medicamentos, le toma la presión arterial, realiza una evaluación neurológica y hace pruebas de equilibrio y de posición. Le explica lo que encontró, qué cree que está causando sus síntomas y si la quiropráctica es una buena opción para usted. Si debe participar otro profesional, como su médico o un especialista en oído, nariz y garganta, se lo diremos.',
            'Algunos mareos son una emergencia médica. Llame al 911 o vaya de inmediato a la sala de emergencias más cercana si su mareo viene acompañado de alguna de las señales de alerta que aparecen abajo. Pueden ser señales de un derrame cerebral u otra afección grave que necesita atención médica inmediata.',
          ],
          list: [
            'Mareo repentino con dificultad para hablar, la cara caída o confusión',
            'Debilidad o entumecimiento en la cara, un brazo o una pierna',
            'Visión doble o pérdida repentina de la vista',
            'Un dolor de cabeza repentino e intenso, distinto a cualquier otro',
            'Dolor en el pecho, latidos acelerados o irregulares, o desmayo',
          ],
          imageAlt:
            'El {{doctorShort}} y un paciente conversan frente a un escritorio; el doctor sostiene un portapapeles mientras revisa el historial de mareos del paciente.',
        },
      ],
      accordion: {
        heading: 'Vértigo y mareos: preguntas frecuentes',
        faq: true,
        items: [
          {
            title: '¿Puede un quiropráctico ayudar con el vértigo?',
            content:
              'Depende de la causa. Cuando el vértigo se debe a cristales sueltos en el oído interno (VPPB) o a problemas del cuello, las maniobras suaves de reposicionamiento y el cuidado del cuello pueden ayudar. Cuando el examen sugiere otra causa, le referimos al médico adecuado.',
          },
          {
            title: '¿Las maniobras de reposicionamiento son incómodas?',
            content:
              'Pueden provocar su mareo por un momento, ya que la maniobra lleva la cabeza a la posición que lo desencadena. El {{doctorShort}} le acompaña en cada paso, y el giro suele calmarse en un minuto o algo así.',
          },
          {
            title: '¿Debo manejar para ir a mi cita?',
            content:
              'Si sus mareos son frecuentes o fuertes, lo más seguro es pedirle a alguien que le lleve, sobre todo a la primera visita, ya que las pruebas y las maniobras pueden provocar síntomas por un momento.',
          },
        ],
      },
    },
  },
};
