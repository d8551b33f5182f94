import { scene } from '@/content/illustrations';
import type { ConditionPage } from '@/content/types';

export const condition: ConditionPage = {
  slug: 'back-pain',
  category: 'spine-related',
  images: [scene('back-pain'), scene('xray-review'), scene('chiropractic-adjustment')],
  steps: 'consultation',
  copy: {
    en: {
      title: 'Uncovering the Root Causes of Back Discomfort',
      navTitle: 'Back Pain',
      summary:
        'Back pain has many possible sources. {{doctorShort}} looks for the root cause of yours and builds a gentle, drug-free plan to help you move comfortably again.',
      description:
        'Back pain care in Lenexa, KS: {{shortName}} looks for the root cause of your discomfort and offers gentle chiropractic care. Walk-ins welcome.',
      intro: [
        'Back pain is one of the most common reasons people see a doctor and one of the most common reasons they miss work. It can be a dull ache that builds through the day, a sharp catch when you bend to tie your shoes, or a stiffness that makes the first steps of the morning slow and careful. However it feels, it is your body’s way of telling you that something needs attention.',
        'At {{shortName}} in Lenexa, we don’t just chase the spot that hurts. {{doctorShort}} takes the time to understand how your back pain started, what makes it better or worse and how it affects your day. Then he looks for the root cause, so the care we recommend fits you — your job, your activities and your goals — and not a textbook.',
      ],
      sections: [
        {
          heading: 'What Your Back Is Telling You',
          paragraphs: [
            'Your lower back carries much of the weight of your upper body and moves every time you sit, stand, twist or lift. Five lumbar vertebrae, the cushioning discs between them, small facet joints, ligaments and layers of muscle all share that work. When one part is irritated, inflamed or not moving well, the others often tighten up to protect it — which is why back pain can spread, change from day to day or linger longer than you expect.',
            'Most back pain is mechanical: it comes from how the joints, discs and muscles move and carry load, not from a serious disease. Knowing that can be a relief. It also means that the way you sit, sleep, lift and move during the day plays a big part in how your back feels, and that small, steady changes can add up to real improvement.',
          ],
          imageAlt:
            'A person holding their lower back, with the lumbar area highlighted where back pain is most often felt.',
        },
        {
          heading: 'How We Find the Source',
          paragraphs: [
            'Your first visit starts with a conversation. {{doctorShort}} asks where the pain is, when it began, what you were doing at the time and what you have already tried. He then checks your posture, how your spine and hips move, your muscle strength, reflexes and sensation, and which movements bring on the pain. Each clue helps tell a strained muscle apart from a stiff joint or a disc that is irritating a nerve.',
            'When the exam suggests that imaging would help, we can take X-rays on site, so you don’t need a separate trip. We review the images with you and explain what they show in plain language. If anything in your history or exam points to a problem outside the scope of chiropractic care, we will tell you honestly and refer you to the right physician.',
          ],
          imageAlt:
            'A doctor pointing at an X-ray of a spine on a lightbox, looking for the source of a patient’s back pain.',
        },
        {
          heading: 'Gentle Care and Everyday Habits',
          paragraphs: [
            'Depending on what we find, your care may include gentle chiropractic adjustments to restore motion in stiff joints, soft-tissue work for tight muscles, and simple stretches and exercises to do at home. Results vary: some people feel better in the same visit, others over several visits. We explain each step before we begin, so you always know what we are doing and why.',
            'We also look at the habits that keep your back irritated — how you sit at work, how you lift, how you sleep — and suggest practical changes. Our goal is a back that moves well and a plan you understand, not an endless string of appointments. Some back pain needs a physician first: please seek emergency care right away if you notice any of these warning signs.',
          ],
          list: [
            'Numbness in the groin, buttocks or inner thighs (the “saddle” area)',
            'New loss of bladder or bowel control',
            'Weakness in a leg or foot, or weakness that is getting worse',
            'Severe back pain after a hard fall, a car accident or another serious injury',
            'Back pain with fever, unexplained weight loss or a history of cancer',
          ],
          imageAlt:
            'A chiropractor’s hands gently adjusting the upper back of a patient lying face-down on a treatment table.',
        },
      ],
      accordion: {
        heading: 'Common Causes of Back Pain',
        faq: false,
        items: [
          {
            title: 'Disc Bulges and Herniations',
            content:
              'Between each pair of vertebrae sits a disc with a tough outer ring and a soft, gel-like center. With age, repeated bending and lifting, or a sudden strain, the outer ring can weaken and the disc can bulge outward, or the center can push through a tear — a herniation. Sometimes this causes little trouble; other times it irritates a nearby nerve and sends pain, tingling or numbness into the buttock or leg. {{doctorShort}} checks your reflexes, strength and sensation to see whether a nerve is involved, then recommends gentle, conservative care or a referral for further imaging when it is needed.',
          },
          {
            title: 'Subluxations',
            content:
              'Chiropractors use the word subluxation for a spinal joint that is not moving or lining up as well as it should. A stiff, restricted joint can irritate the tissues around it, make nearby muscles tighten and guard, and place extra load on the segments above and below. You may feel this as a local ache, stiffness when you turn or bend, or pain that eases once you get moving. After a careful exam, {{doctorShort}} uses gentle, specific adjustments to help restore motion, and many patients notice that they move more freely afterward.',
          },
          {
            title: 'Sprains and Strains',
            content:
              'A strain is an overstretched or torn muscle or tendon; a sprain is an injury to a ligament, the tough band that holds bones together. Both are common after lifting something heavy, twisting awkwardly, a weekend of yard work or a sports injury. The pain often comes on quickly, with muscle spasms and stiffness that make it hard to stand up straight. Most sprains and strains improve with time, but the right mix of gentle movement, soft-tissue care and short periods of ice or heat may help you recover more comfortably and lower the chance of it happening again.',
          },
          {
            title: 'Stress',
            content:
              'Stress doesn’t only live in your mind. When you are under pressure for days or weeks, your body tends to hold tension in the muscles of the neck, shoulders and back, and poor sleep and long hours at a desk make it worse. Over time that tension can turn into a steady ache or stiffness. Easing stress is part of caring for your back: we may suggest breathing and stretching routines, better sleep positions and regular movement breaks, and many patients find that adjustments, soft-tissue work or acupuncture help them feel more relaxed.',
          },
          {
            title: 'Other Issues',
            content:
              'Back pain can also come from arthritis and wear of the spinal joints, narrowing of the spinal canal (stenosis), a curve such as scoliosis, pregnancy, extra body weight or simply sitting too much. Less often, pain felt in the back starts somewhere else — the kidneys or other organs — or comes from an infection or another condition that needs a physician’s care. That is why {{doctorShort}} begins with a thorough history and exam, and why he refers you promptly when your symptoms don’t fit a mechanical back problem.',
          },
        ],
      },
    },
    es: {
      title: 'Descubriendo las causas de fondo del malestar de espalda',
      navTitle: 'Dolor de espalda',
      summary:
        'El dolor de espalda puede tener muchos orígenes. El {{doctorShort}} busca la causa del suyo y prepara un plan suave y sin medicamentos para que vuelva a moverse con comodidad.',
      description:
        'Dolor de espalda en Lenexa, KS: en {{shortName}} buscamos la causa de su malestar y ofrecemos atención quiropráctica suave. Sin cita previa.',
      intro: [
        'El dolor de espalda es una de las razones más comunes para ir al médico y una de las que más hacen faltar al trabajo. Puede ser una molestia sorda que aumenta a lo largo del día, un tirón fuerte al agacharse para atarse los zapatos o una rigidez que vuelve lentos y cuidadosos los primeros pasos de la mañana. Se sienta como se sienta, es la forma en que su cuerpo le avisa que algo necesita atención.',
        'En {{shortName}}, en Lenexa, no nos limitamos a tratar el punto que duele. El {{doctorShort}} se toma el tiempo de entender cómo empezó su dolor, qué lo mejora o lo empeora y cómo afecta su día. Después busca la causa de fondo, para que la atención que le recomendamos se ajuste a usted —a su trabajo, sus actividades y sus metas— y no a un libro de texto.',
      ],
      sections: [
        {
          heading: 'Lo que su espalda le quiere decir',
          paragraphs: [
            'La parte baja de la espalda sostiene buena parte del peso de la parte superior del cuerpo y se mueve cada vez que usted se sienta, se levanta, gira o carga algo. Cinco vértebras lumbares, los discos que las amortiguan, pequeñas articulaciones facetarias, ligamentos y varias capas de músculo comparten ese trabajo. Cuando una parte se irrita, se inflama o no se mueve bien, las demás suelen tensarse para protegerla; por eso el dolor de espalda puede extenderse, cambiar de un día a otro o durar más de lo esperado.',
            'La mayoría del dolor de espalda es mecánico: viene de cómo se mueven y soportan carga las articulaciones, los discos y los músculos, no de una enfermedad grave. Saberlo puede ser un alivio. También significa que su manera de sentarse, dormir, cargar y moverse durante el día influye mucho en cómo se siente su espalda, y que los cambios pequeños y constantes pueden sumar una mejoría real.',
          ],
          imageAlt:
            'Una persona que se sujeta la parte baja de la espalda, con la zona lumbar resaltada donde suele sentirse el dolor.',
        },
        {
          heading: 'Cómo encontramos el origen',
          paragraphs: [
            'Su primera visita empieza con una conversación. El {{doctorShort}} le pregunta dónde le duele, cuándo empezó, qué estaba haciendo en ese momento y qué ha probado hasta ahora. Luego revisa su postura, cómo se mueven la columna y las caderas, su fuerza muscular, sus reflejos y su sensibilidad, y qué movimientos provocan el dolor. Cada pista ayuda a distinguir un músculo distendido de una articulación rígida o de un disco que irrita un nervio.',
            'Cuando el examen indica que una imagen sería útil, podemos tomar radiografías en la clínica, sin que usted tenga que ir a otro lugar. Revisamos las imágenes con usted y le explicamos en palabras sencillas lo que muestran. Si algo en su historial o en el examen apunta a un problema que no corresponde a la quiropráctica, se lo diremos con honestidad y lo referiremos al médico adecuado.',
          ],
          imageAlt:
            'Un doctor señala la radiografía de una columna en un negatoscopio, buscando el origen del dolor de espalda de un paciente.',
        },
        {
          heading: 'Atención suave y hábitos diarios',
          paragraphs: [
            'Según lo que encontremos, su atención puede incluir ajustes quiroprácticos suaves para devolver el movimiento a las articulaciones rígidas, trabajo de tejidos blandos para los músculos tensos, y estiramientos y ejercicios sencillos para hacer en casa. Los resultados varían: algunas personas se sienten mejor en la misma visita y otras a lo largo de varias visitas. Le explicamos cada paso antes de empezar, para que siempre sepa qué hacemos y por qué.',
            'También revisamos los hábitos que mantienen irritada su espalda —cómo se sienta en el trabajo, cómo carga objetos, cómo duerme— y le sugerimos cambios prácticos. Nuestra meta es una espalda que se mueva bien y un plan que usted entienda, no una serie interminable de citas. Algunos dolores de espalda necesitan primero a un médico: busque atención de emergencia de inmediato si nota alguna de estas señales de alarma.',
          ],
          list: [
            'Entumecimiento en la ingle, los glúteos o la parte interna de los muslos (la zona de la «silla de montar»)',
            'Pérdida reciente del control de la vejiga o de los intestinos',
            'Debilidad en una pierna o un pie, o debilidad que va en aumento',
            'Dolor de espalda intenso después de una caída fuerte, un accidente de auto u otra lesión grave',
            'Dolor de espalda con fiebre, pérdida de peso sin explicación o antecedentes de cáncer',
          ],
          imageAlt:
            'Las manos de un quiropráctico ajustan con suavidad la parte alta de la espalda de un paciente acostado boca abajo en una camilla.',
        },
      ],
      accordion: {
        heading: 'Causas comunes del dolor de espalda',
        faq: false,
        items: [
          {
            title: 'Discos abultados y hernias de disco',
            content:
              'Entre cada par de vértebras hay un disco con un anillo exterior resistente y un centro blando y gelatinoso. Con la edad, al agacharse y cargar peso una y otra vez, o por un esfuerzo repentino, el anillo exterior puede debilitarse y el disco puede abultarse hacia afuera, o el centro puede salir por una rotura: una hernia. A veces esto causa pocas molestias; otras veces irrita un nervio cercano y provoca dolor, hormigueo o entumecimiento en el glúteo o la pierna. El {{doctorShort}} revisa sus reflejos, su fuerza y su sensibilidad para saber si hay un nervio afectado, y luego le recomienda atención conservadora y suave, o lo refiere para estudios de imagen cuando hace falta.',
          },
          {
            title: 'Subluxaciones',
            content:
              'Los quiroprácticos llaman subluxación a una articulación de la columna que no se mueve o no se alinea tan bien como debería. Una articulación rígida y limitada puede irritar los tejidos que la rodean, hacer que los músculos cercanos se tensen para protegerla y cargar de más los segmentos de arriba y de abajo. Usted puede notarlo como una molestia localizada, rigidez al girar o agacharse, o un dolor que se alivia cuando empieza a moverse. Después de un examen cuidadoso, el {{doctorShort}} usa ajustes suaves y precisos para ayudar a recuperar el movimiento, y muchos pacientes notan que se mueven con más libertad.',
          },
          {
            title: 'Esguinces y distensiones',
            content:
              'Una distensión es un músculo o un tendón estirado de más o desgarrado; un esguince es una lesión de un ligamento, la banda resistente que une los huesos. Ambos son comunes después de cargar algo pesado, hacer un giro brusco, pasar un fin de semana trabajando en el jardín o lesionarse haciendo deporte. El dolor suele aparecer de pronto, con espasmos y rigidez que dificultan enderezarse. La mayoría de los esguinces y distensiones mejoran con el tiempo, pero la combinación adecuada de movimiento suave, trabajo de tejidos blandos y periodos cortos de frío o calor puede ayudarle a recuperarse con más comodidad y a reducir el riesgo de que vuelva a pasar.',
          },
          {
            title: 'Estrés',
            content:
              'El estrés no vive solo en la mente. Cuando usted está bajo presión durante días o semanas, el cuerpo tiende a acumular tensión en los músculos del cuello, los hombros y la espalda, y dormir mal o pasar muchas horas frente a un escritorio lo empeora. Con el tiempo, esa tensión puede convertirse en una molestia constante o en rigidez. Aliviar el estrés es parte de cuidar su espalda: podemos sugerirle rutinas de respiración y estiramiento, mejores posturas para dormir y pausas regulares para moverse, y muchos pacientes sienten que los ajustes, el trabajo de tejidos blandos o la acupuntura les ayudan a relajarse.',
          },
          {
            title: 'Otros problemas',
            content:
              'El dolor de espalda también puede venir de la artritis y el desgaste de las articulaciones de la columna, del estrechamiento del canal espinal (estenosis), de una curvatura como la escoliosis, del embarazo, del peso corporal adicional o, sencillamente, de pasar demasiado tiempo sentado. Con menos frecuencia, el dolor que se siente en la espalda empieza en otro lugar —los riñones u otros órganos— o se debe a una infección u otra afección que necesita atención médica. Por eso el {{doctorShort}} empieza con un historial y un examen completos, y lo refiere de inmediato cuando sus síntomas no corresponden a un problema mecánico de la espalda.',
          },
        ],
      },
    },
  },
};
