import { scene } from '@/content/illustrations';
import type { ConditionPage } from '@/content/types';

export const condition: ConditionPage = {
  slug: 'neck-pain',
  category: 'spine-related',
  images: [
    scene('neck-pain'),
    scene('tech-neck'),
    scene('chiropractic-adjustment'),
    scene('desk-ergonomics'),
  ],
  steps: 'consultation',
  copy: {
    en: {
      title: 'Alleviating Neck and Spinal Discomfort Holistically',
      navTitle: 'Neck Pain',
      summary:
        'A stiff, sore neck can come from desks, phones, sleep or stress. We care for the whole person with gentle chiropractic care and practical daily habits.',
      description:
        'Neck pain relief in Lenexa, KS: holistic, gentle chiropractic care for stiff necks, tech neck and posture strain at {{shortName}}. Walk-ins welcome.',
      intro: [
        'Neck pain has a way of touching everything you do. It makes it hard to check your blind spot while driving, to sleep through the night or to focus at work, and it often brings headaches and tight shoulders along with it. For some people it is a sudden crick after a bad night’s sleep; for others it is a steady ache that has been building for years.',
        'At {{shortName}} in Lenexa, we take a holistic view of neck pain. Your neck is connected to your upper back, your shoulders, your posture and your daily habits, so {{doctorShort}} looks at all of them. Then we combine gentle hands-on care with simple changes you can make at home and at work, so the relief you feel has a better chance to last.',
      ],
      sections: [
        {
          heading: 'Why Necks Get Sore',
          paragraphs: [
            'Your neck, or cervical spine, is made of seven small vertebrae that balance a head weighing about ten to twelve pounds while letting it turn, tilt and nod all day. That combination of flexibility and load makes the neck easy to strain. Muscles, ligaments, discs and the small joints between the vertebrae can all become irritated, and when one of them hurts, the muscles around it tend to tighten and guard.',
            'Common causes include long hours at a desk or behind the wheel, sleeping in an awkward position or on the wrong pillow, stress that settles into the shoulders, old sports injuries, wear and tear of the joints, and car accidents that cause whiplash. Neck problems may also show up as headaches, pain between the shoulder blades, or tingling that travels down an arm.',
          ],
          imageAlt:
            'A person touching the back of their neck, with the neck vertebrae highlighted to show where neck pain starts.',
        },
        {
          heading: 'Tech Neck and Modern Posture',
          paragraphs: [
            'Phones, tablets and laptops pull our heads forward and down. For every inch your head drifts ahead of your shoulders, the muscles at the back of your neck and upper back have to work harder to hold it up. Over months and years, that strain — often called “tech neck” — can lead to stiffness, aching between the shoulder blades, tension headaches and a rounded upper back.',
            'Tech neck is not only an adult problem. Children and teenagers who spend hours on screens for school and fun can develop the same habits early. The good news is that posture can change. Becoming aware of how you hold your head, bringing screens up to eye level and moving more often during the day may make a real difference in how your neck feels.',
          ],
          imageAlt:
            'A person hunched over a smartphone with their head pushed forward, the posture known as tech neck.',
        },
        {
          heading: 'Our Holistic Approach',
          paragraphs: [
            'Care starts with listening. {{doctorShort}} asks about your work, sleep, stress and activities, then examines how your neck and upper back move, checks your strength, reflexes and sensation in the arms, and takes X-rays on site when they are needed. From there, your care may include gentle adjustments of the neck and upper back, soft-tissue work for tight muscles, acupuncture, and stretches and exercises tailored to you.',
            'We explain what we find and what we recommend in plain language, and some patients feel some relief in the same visit while others improve over several visits; results vary from person to person. Some neck pain needs a physician first. Please seek emergency care if your neck pain follows a fall or car accident, comes with fever and a stiff neck or a severe headache, or comes with new weakness, numbness or clumsiness in your arms or legs.',
          ],
          imageAlt:
            'A chiropractor’s hands gently adjusting the upper back of a patient lying face-down on a treatment table.',
        },
        {
          heading: 'Simple Habits to Protect Your Neck',
          paragraphs: [
            'What you do between visits matters as much as what we do in the office. Most of these habits take only a minute or two, and together they may help keep stiffness from creeping back. Move slowly and within a comfortable range, and stop any exercise that causes sharp pain, numbness or dizziness — then let us know, so we can adjust your plan.',
          ],
          list: [
            'Set your monitor at eye level and keep your ears roughly over your shoulders',
            'Do 10 gentle chin tucks every hour while you work',
            'Roll your shoulders 5 times in each direction every hour',
            'Turn your head slowly 5 times to each side every hour',
            'Get up and walk for 5 to 10 minutes when you can, and hold your phone closer to eye level',
            'Sleep on your back or side with a pillow that keeps your neck level',
          ],
          imageAlt:
            'A person sitting upright at a desk with the monitor at eye level, a neck-friendly workstation setup.',
        },
      ],
    },
    es: {
      title: 'Alivio integral para las molestias del cuello y la columna',
      navTitle: 'Dolor de cuello',
      summary:
        'El cuello rígido y adolorido puede venir del escritorio, el celular, el sueño o el estrés. Cuidamos de la persona completa con quiropráctica suave y hábitos prácticos.',
      description:
        'Alivio del dolor de cuello en Lenexa, KS: quiropráctica suave e integral para el cuello rígido, el cuello tecnológico y la mala postura. Sin cita previa.',
      intro: [
        'El dolor de cuello termina afectando todo lo que usted hace. Dificulta mirar el punto ciego al manejar, dormir toda la noche o concentrarse en el trabajo, y muchas veces llega acompañado de dolores de cabeza y hombros tensos. Para algunas personas es un tirón repentino después de una mala noche; para otras, una molestia constante que lleva años creciendo.',
        'En {{shortName}}, en Lenexa, vemos el dolor de cuello de forma integral. Su cuello está conectado con la parte alta de la espalda, los hombros, su postura y sus hábitos diarios, así que el {{doctorShort}} revisa todo eso. Luego combinamos una atención manual suave con cambios sencillos que usted puede hacer en casa y en el trabajo, para que el alivio que sienta tenga más posibilidades de durar.',
      ],
      sections: [
        {
          heading: 'Por qué duele el cuello',
          paragraphs: [
            'El cuello, o columna cervical, está formado por siete vértebras pequeñas que equilibran una cabeza de unas diez a doce libras y, al mismo tiempo, le permiten girar, inclinarse y asentir todo el día. Esa combinación de flexibilidad y carga hace que el cuello se lastime con facilidad. Los músculos, los ligamentos, los discos y las pequeñas articulaciones entre las vértebras pueden irritarse, y cuando uno de ellos duele, los músculos de alrededor tienden a tensarse para protegerlo.',
            'Entre las causas comunes están las largas horas frente al escritorio o al volante, dormir en una mala posición o con la almohada equivocada, el estrés que se acumula en los hombros, lesiones deportivas antiguas, el desgaste de las articulaciones y los accidentes de auto que causan latigazo cervical. Los problemas del cuello también pueden manifestarse como dolores de cabeza, dolor entre los omóplatos u hormigueo que baja por un brazo.',
          ],
          imageAlt:
            'Una persona se toca la parte de atrás del cuello, con las vértebras cervicales resaltadas para mostrar dónde empieza el dolor.',
        },
        {
          heading: 'El cuello tecnológico y la postura moderna',
          paragraphs: [
            'Los celulares, las tabletas y las computadoras portátiles nos jalan la cabeza hacia adelante y hacia abajo. Por cada pulgada que la cabeza se adelanta a los hombros, los músculos de la nuca y de la parte alta de la espalda tienen que trabajar más para sostenerla. Con los meses y los años, esa tensión —a menudo llamada «cuello tecnológico»— puede causar rigidez, dolor entre los omóplatos, dolores de cabeza tensionales y una espalda alta encorvada.',
            'El cuello tecnológico no es solo un problema de adultos. Los niños y adolescentes que pasan horas frente a pantallas para estudiar y divertirse pueden adquirir los mismos hábitos desde temprano. La buena noticia es que la postura puede cambiar. Tomar conciencia de cómo sostiene la cabeza, subir las pantallas a la altura de los ojos y moverse más durante el día puede marcar una diferencia real en cómo se siente su cuello.',
          ],
          imageAlt:
            'Una persona encorvada sobre su celular con la cabeza adelantada, la postura conocida como cuello tecnológico.',
        },
        {
          heading: 'Nuestro enfoque integral',
          paragraphs: [
            'La atención empieza por escuchar. El {{doctorShort}} le pregunta sobre su trabajo, su sueño, su estrés y sus actividades; luego examina cómo se mueven el cuello y la parte alta de la espalda, revisa la fuerza, los reflejos y la sensibilidad de sus brazos, y toma radiografías en la clínica cuando hacen falta. A partir de ahí, su atención puede incluir ajustes suaves del cuello y la parte alta de la espalda, trabajo de tejidos blandos, acupuntura, y estiramientos y ejercicios adaptados a usted.',
            'Le explicamos en palabras sencillas lo que encontramos y lo que recomendamos, y algunos pacientes sienten algo de alivio en la misma visita mientras que otros mejoran a lo largo de varias visitas; los resultados varían de una persona a otra. Algunos dolores de cuello necesitan primero a un médico. Busque atención de emergencia si el dolor aparece después de una caída o un accidente de auto, si viene con fiebre y rigidez de cuello o con un dolor de cabeza intenso, o si lo acompaña debilidad, entumecimiento o torpeza nuevos en los brazos o las piernas.',
          ],
          imageAlt:
            'Las manos de un quiropráctico ajustan con suavidad la parte alta de la espalda de un paciente acostado boca abajo en una camilla.',
        },
        {
          heading: 'Hábitos sencillos para proteger su cuello',
          paragraphs: [
            'Lo que usted hace entre una visita y otra importa tanto como lo que hacemos en el consultorio. La mayoría de estos hábitos toman apenas uno o dos minutos y, en conjunto, pueden ayudar a que la rigidez no regrese. Muévase despacio y dentro de un rango cómodo, y suspenda cualquier ejercicio que le cause dolor agudo, entumecimiento o mareo; después avísenos, para ajustar su plan.',
          ],
          list: [
            'Coloque el monitor a la altura de los ojos y mantenga las orejas más o menos sobre los hombros',
            'Haga 10 retracciones suaves de la barbilla cada hora mientras trabaja',
            'Gire los hombros 5 veces en cada dirección cada hora',
            'Voltee la cabeza despacio 5 veces hacia cada lado cada hora',
            'Levántese a caminar de 5 a 10 minutos cuando pueda, y sostenga el celular más cerca de la altura de los ojos',
            'Duerma boca arriba o de lado con una almohada que mantenga el cuello recto',
          ],
          imageAlt:
            'Una persona sentada derecha frente a un escritorio con el monitor a la altura de los ojos, un puesto de trabajo que cuida el cuello.',
        },
      ],
    },
  },
};
