import { scene } from '@/content/illustrations';
import type { ConditionPage } from '@/content/types';

export const condition: ConditionPage = {
  slug: 'carpal-tunnel',
  category: 'extremities',
  images: [
    scene('carpal-tunnel'),
    scene('neck-pain'),
    scene('chiropractic-adjustment'),
    scene('desk-ergonomics'),
  ],
  steps: 'consultation',
  copy: {
    en: {
      title: 'Carpal Tunnel Syndrome Relief Without Surgery',
      navTitle: 'Carpal Tunnel',
      summary:
        'Numb, tingling fingers or a weakening grip? Many patients find relief from carpal tunnel symptoms with gentle, conservative care.',
      description:
        'Carpal tunnel relief in Lenexa, KS: gentle, non-surgical care for hand numbness, tingling and a weak grip, plus practical workstation tips.',
      intro: [
        'Carpal tunnel syndrome happens when the median nerve, which runs through a narrow passage in the wrist, is squeezed. It can cause numbness, tingling and burning in the thumb, index finger, middle finger and part of the ring finger, pain that wakes you at night, and a weaker grip that makes you drop things. It’s common among people who type, use hand tools, work on assembly lines, cut hair or do other repetitive hand work.',
        'Surgery is sometimes necessary, but many people with mild to moderate symptoms do well with conservative care first. At {{shortName}}, {{doctorShort}} looks at the whole path of the nerve, from your neck to your fingertips, and uses gentle, hands-on care and practical changes to your daily routine to help take pressure off it.',
      ],
      sections: [
        {
          heading: 'What Is Carpal Tunnel Syndrome?',
          paragraphs: [
            'The carpal tunnel is a channel formed by the small wrist bones and a tough band of tissue across the palm side of the wrist. Nine tendons that bend your fingers share that tunnel with the median nerve. When the tendons swell from overuse, or the wrist spends long hours bent, the space gets tighter and the nerve is compressed. Pregnancy, diabetes, thyroid conditions, arthritis and wrist injuries can also raise the risk.',
            'Symptoms usually start gradually: tingling while driving or holding a phone, hands that “fall asleep” at night, or a need to shake out your hands in the morning. Over time, numbness can become constant and the muscles at the base of the thumb can weaken. Catching it early gives conservative care the best chance to help.',
          ],
          imageAlt:
            'Illustration of a hand on a keyboard with the wrist and median nerve highlighted, showing where the carpal tunnel can squeeze the nerve.',
        },
        {
          heading: 'It May Not Be Only Your Wrist',
          paragraphs: [
            'The median nerve begins at nerve roots in your lower neck and travels through the shoulder, elbow and forearm before it reaches the wrist. Tension or irritation at any point along the way can add to the problem, and sometimes a pinched nerve in the neck causes symptoms that look very much like carpal tunnel syndrome. When a nerve is irritated in two places, symptoms are often worse than either problem would cause alone.',
            'That’s why {{doctorShort}} examines your neck, upper back, shoulder and elbow as well as your wrist. He checks grip strength, sensation in each finger and reflexes, and uses simple tests to find where the nerve is most irritated. If your symptoms suggest significant nerve damage, we may recommend nerve testing through your physician.',
            'One important exception: sudden numbness or weakness in a hand or arm, especially with a drooping face, trouble speaking or weakness on one side of the body, can be a sign of a stroke. Don’t wait for an appointment — call 911 right away.',
          ],
          imageAlt:
            'Illustration of a person touching the back of their neck with the neck vertebrae highlighted, where the nerves to the hand begin.',
        },
        {
          heading: 'Conservative Care for Your Hands and Wrists',
          paragraphs: [
            'Care is tailored to where the nerve is being irritated. It may include gentle adjustments of the wrist and hand to improve joint motion, adjustments of the neck and upper back when they’re involved, soft-tissue work to release tight forearm muscles and tendons, and gliding exercises that help the median nerve move freely. Some patients also choose acupuncture from our team to help with pain.',
            'We may suggest a wrist splint that keeps the wrist straight at night, because many people sleep with their wrists curled. Many patients notice less tingling and better sleep within a few weeks. If symptoms don’t improve, or you have constant numbness, shrinking muscles at the base of the thumb or a grip that keeps getting weaker, we’ll refer you to a physician or hand specialist, because waiting too long can make nerve damage harder to reverse.',
          ],
          imageAlt:
            'Illustration of a chiropractor’s hands gently adjusting the upper back of a patient lying face-down on a treatment table, easing tension along the path of the nerves to the arm.',
        },
        {
          heading: 'Everyday Changes That Protect Your Wrists',
          paragraphs: [
            'What you do with your hands all day matters as much as what happens in our office. Small changes at your desk, workbench, steering wheel or kitchen counter can take pressure off the carpal tunnel and help keep symptoms from coming back. We’ll look at your specific tasks, whether at work, at home or in your hobbies, and suggest practical adjustments such as these:',
          ],
          list: [
            'Keep your wrists straight and level with the keyboard, not bent up or down',
            'Lighten your grip on tools, pens, phones and the steering wheel',
            'Take a short break every 30 to 60 minutes to stretch your fingers and wrists',
            'Switch hands or alternate tasks when you can',
            'Keep your hands warm, since cold hands tend to feel stiffer and more painful',
          ],
          imageAlt:
            'Illustration of a person sitting upright at a desk with the monitor at eye level, a setup that helps keep the wrists and shoulders relaxed while typing.',
        },
      ],
    },
    es: {
      title: 'Alivio del síndrome del túnel carpiano sin cirugía',
      navTitle: 'Túnel carpiano',
      summary:
        '¿Dedos entumecidos, hormigueo o menos fuerza al agarrar? Muchos pacientes encuentran alivio de los síntomas del túnel carpiano con atención suave y conservadora.',
      description:
        'Túnel carpiano en Lenexa, KS: atención suave y sin cirugía para el entumecimiento, el hormigueo y la falta de fuerza en la mano, con consejos prácticos.',
      intro: [
        'El síndrome del túnel carpiano ocurre cuando se comprime el nervio mediano, que pasa por un canal estrecho en la muñeca. Puede causar entumecimiento, hormigueo y ardor en el pulgar, el índice, el dedo medio y parte del anular, dolor que lo despierta de noche y menos fuerza para agarrar, al punto de que se le caen las cosas. Es común en personas que escriben en computadora, usan herramientas manuales, trabajan en líneas de ensamblaje, cortan el cabello o hacen otros trabajos repetitivos con las manos.',
        'A veces la cirugía es necesaria, pero muchas personas con síntomas leves o moderados mejoran primero con atención conservadora. En {{shortName}}, el {{doctorShort}} revisa todo el recorrido del nervio, desde el cuello hasta la punta de los dedos, y usa atención manual suave y cambios prácticos en su rutina diaria para ayudar a quitarle presión.',
      ],
      sections: [
        {
          heading: '¿Qué es el síndrome del túnel carpiano?',
          paragraphs: [
            'El túnel carpiano es un canal formado por los pequeños huesos de la muñeca y una banda de tejido resistente que cruza la muñeca del lado de la palma. Nueve tendones que doblan los dedos comparten ese túnel con el nervio mediano. Cuando los tendones se inflaman por el uso excesivo, o la muñeca pasa muchas horas doblada, el espacio se reduce y el nervio queda comprimido. El embarazo, la diabetes, los problemas de tiroides, la artritis y las lesiones de muñeca también aumentan el riesgo.',
            'Los síntomas suelen empezar poco a poco: hormigueo al manejar o al sostener el teléfono, manos que se “duermen” de noche o la necesidad de sacudirlas por la mañana. Con el tiempo, el entumecimiento puede volverse constante y los músculos de la base del pulgar pueden debilitarse. Detectarlo a tiempo le da a la atención conservadora la mejor oportunidad de ayudar.',
          ],
          imageAlt:
            'Ilustración de una mano sobre un teclado con la muñeca y el nervio mediano resaltados, que muestra dónde el túnel carpiano puede comprimir el nervio.',
        },
        {
          heading: 'Puede que no sea solo la muñeca',
          paragraphs: [
            'El nervio mediano nace en las raíces nerviosas de la parte baja del cuello y pasa por el hombro, el codo y el antebrazo antes de llegar a la muñeca. La tensión o irritación en cualquier punto del camino puede empeorar el problema, y a veces un nervio pinzado en el cuello causa síntomas muy parecidos a los del túnel carpiano. Cuando un nervio está irritado en dos lugares, los síntomas suelen ser peores que los que causaría cada problema por separado.',
            'Por eso el {{doctorShort}} revisa su cuello, la parte alta de la espalda, el hombro y el codo, además de la muñeca. Evalúa la fuerza de agarre, la sensibilidad de cada dedo y los reflejos, y usa pruebas sencillas para encontrar dónde está más irritado el nervio. Si sus síntomas sugieren un daño importante en el nervio, podemos recomendarle pruebas de los nervios a través de su médico.',
            'Una excepción importante: el entumecimiento o la debilidad repentinos en una mano o un brazo, sobre todo con la cara caída, dificultad para hablar o debilidad en un lado del cuerpo, pueden ser señal de un derrame cerebral. No espere a una cita: llame al 911 de inmediato.',
          ],
          imageAlt:
            'Ilustración de una persona que se toca la nuca con las vértebras del cuello resaltadas, donde nacen los nervios que llegan a la mano.',
        },
        {
          heading: 'Atención conservadora para sus manos y muñecas',
          paragraphs: [
            'La atención se adapta al lugar donde se irrita el nervio. Puede incluir ajustes suaves de la muñeca y la mano para mejorar el movimiento de las articulaciones, ajustes del cuello y la parte alta de la espalda cuando están involucrados, trabajo de tejidos blandos para soltar los músculos y tendones tensos del antebrazo, y ejercicios de deslizamiento que ayudan al nervio mediano a moverse con libertad. Algunos pacientes también eligen acupuntura con nuestro equipo para ayudar con el dolor.',
            'Podemos sugerirle una férula que mantenga la muñeca recta por la noche, porque muchas personas duermen con las muñecas dobladas. Muchos pacientes notan menos hormigueo y duermen mejor en unas semanas. Si los síntomas no mejoran, o si tiene entumecimiento constante, músculos que se encogen en la base del pulgar o un agarre cada vez más débil, lo referiremos con un médico o un especialista de la mano, porque esperar demasiado puede hacer que el daño al nervio sea más difícil de revertir.',
          ],
          imageAlt:
            'Ilustración de las manos de un quiropráctico que ajustan con suavidad la parte alta de la espalda de un paciente acostado boca abajo en una camilla, aliviando la tensión a lo largo del recorrido de los nervios del brazo.',
        },
        {
          heading: 'Cambios diarios que protegen sus muñecas',
          paragraphs: [
            'Lo que hace con las manos durante el día importa tanto como lo que pasa en nuestro consultorio. Pequeños cambios en su escritorio, su banco de trabajo, el volante o la cocina pueden quitarle presión al túnel carpiano y ayudar a que los síntomas no regresen. Revisamos sus tareas concretas, en el trabajo, en la casa o en sus pasatiempos, y le sugerimos ajustes prácticos como estos:',
          ],
          list: [
            'Mantenga las muñecas rectas y al nivel del teclado, sin doblarlas hacia arriba ni hacia abajo',
            'Agarre con menos fuerza las herramientas, las plumas, el teléfono y el volante',
            'Tome un descanso corto cada 30 a 60 minutos para estirar los dedos y las muñecas',
            'Cambie de mano o alterne tareas cuando pueda',
            'Mantenga las manos calientes, ya que el frío suele aumentar la rigidez y el dolor',
          ],
          imageAlt:
            'Ilustración de una persona sentada derecha frente a un escritorio con el monitor a la altura de los ojos, una posición que ayuda a mantener relajados las muñecas y los hombros al escribir.',
        },
      ],
    },
  },
};
