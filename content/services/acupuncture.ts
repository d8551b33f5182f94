import { scene } from '@/content/illustrations';
import type { ServicePage } from '@/content/types';

export const service: ServicePage = {
  slug: 'acupuncture',
  images: [
    scene('acupuncture-session'),
    scene('stress-relief'),
    scene('nervous-system'),
    scene('chiropractic-adjustment'),
  ],
  steps: 'acupuncture',
  copy: {
    en: {
      heroKicker: 'Acupuncture in Lenexa',
      title: 'Acupuncture for Pain Relief and Relaxation',
      navTitle: 'Acupuncture',
      summary:
        'A calm, unhurried acupuncture session with single-use sterile needles, on its own or alongside chiropractic care, for pain, tension and stress.',
      description:
        'Acupuncture in Lenexa, KS: calm hour-long visits with single-use sterile needles for pain, tension and stress, alone or with chiropractic care.',
      intro: [
        'Acupuncture has been practiced for over 2,400 years, and today it is one of the most studied complementary therapies in the world. Very fine, sterile needles are placed at specific points on the body to calm overactive muscles, ease pain and help the body settle into a more relaxed state.',
        'At {{shortName}}, acupuncture is a quiet, unhurried part of your day. Many of our patients use it for back and neck pain, tension headaches or the stress that seems to lodge in their shoulders. Others add it to their chiropractic care to help tight muscles let go. Either way, we take time to understand what you are hoping for and explain each step before we begin.',
        'If you are curious but a little nervous about needles, you are not alone. Most people are surprised by how little they feel, and many find the session one of the most relaxing hours of their week.',
      ],
      sections: [
        {
          heading: 'What Is Acupuncture?',
          paragraphs: [
            'Acupuncture began in China more than two millennia ago and has been refined over generations of practice. Traditional explanations describe points along pathways of energy in the body. Modern research offers another view: needling specific points appears to stimulate nerves, muscles and connective tissue, which may change how the brain and spinal cord process pain signals and encourage the release of the body’s own pain-relieving chemicals.',
            'You do not need to adopt any particular belief system to benefit. We describe acupuncture in practical terms, set realistic expectations and track how you respond from one visit to the next so your care stays focused on results you can feel.',
          ],
          imageAlt:
            'A patient resting face-down with fine acupuncture needles placed along the upper back and shoulders.',
        },
        {
          heading: 'What to Expect During Your Visit',
          paragraphs: [
            'A visit takes about an hour. We start by talking about your symptoms, health history and any medications, then check the areas that bother you. Once you are comfortable on the treatment table, fine needles are placed at the chosen points. Most people feel a light tap, a dull ache or a gentle warmth rather than pain.',
            'Then you rest for 30 to 45 minutes with the needles in, in a quiet, warm room. Many patients drift off or simply enjoy the stillness. Afterward the needles are removed and disposed of, and we talk through how you feel and what comes next.',
          ],
          list: [
            'Single-use, sterile, disposable needles, opened in front of you and never reused',
            'Needles far thinner than the ones used for shots or blood draws',
            'Wear loose, comfortable clothing and have a light meal beforehand',
            'Drink water and take it easy for the rest of the day if you can',
          ],
          imageAlt:
            'A patient sitting calmly with eyes closed, breathing deeply, the relaxed state many people reach during an acupuncture session.',
        },
        {
          heading: 'What Acupuncture May Help',
          paragraphs: [
            'Research on acupuncture is still growing, and results vary from person to person. Reviews of clinical studies suggest it may help some people with long-lasting low back pain, neck pain, knee pain from osteoarthritis, and tension-type headaches, and it may reduce how often some people get migraines. Many patients also tell us they sleep better and feel less stressed, though those experiences are personal rather than guaranteed.',
            'Acupuncture is not a replacement for medical care. If you have unexplained weight loss, fever, chest pain or a sudden change in your symptoms, please see your physician. Let us know if you are pregnant, take blood thinners or have a pacemaker so we can adapt your care safely.',
          ],
          list: [
            'Chronic low back and neck pain',
            'Tension headaches and migraine prevention',
            'Joint pain, including knee osteoarthritis',
            'Muscle tension and stress',
            'Sleep that is disrupted by pain or tension',
          ],
          imageAlt:
            'A brain and spinal cord with nerves branching out to the body, showing the pathways that carry pain signals.',
        },
        {
          heading: 'Acupuncture and Chiropractic Care Together',
          paragraphs: [
            'Acupuncture and chiropractic care work well side by side. Chiropractic adjustments focus on how your joints move, while acupuncture works on the muscles and nerves around them. When tight, guarded muscles keep pulling a joint back into a stiff pattern, relaxing them with acupuncture may make adjustments more comfortable and help the results last longer.',
            'Because both services are under one roof, your care is coordinated by the same team. {{doctorShort}} can recommend acupuncture on the same day as your adjustment or as a separate visit, depending on your schedule and how your body responds. There is no pressure to do both: many patients choose only one, and that is perfectly fine.',
          ],
          imageAlt:
            '{{doctorShort}}’s hands gently adjusting the upper back of a patient lying face-down on a treatment table, care that can be paired with acupuncture.',
        },
      ],
      accordion: {
        heading: 'Acupuncture: Frequently Asked Questions',
        faq: true,
        items: [
          {
            title: 'Does acupuncture hurt?',
            content:
              'Most people feel very little. Acupuncture needles are extremely thin, and you may notice a brief pinch, a dull ache or a feeling of warmth or heaviness at a point. If anything feels uncomfortable, tell us and we will adjust or remove the needle right away.',
          },
          {
            title: 'How long does a session last?',
            content:
              'Plan for about an hour. That includes a short check-in, placing the needles, 30 to 45 minutes of rest with the needles in, and a few minutes afterward to talk about how you feel.',
          },
          {
            title: 'Are the needles safe and clean?',
            content:
              'Yes. We use only single-use, sterile, disposable needles. Each one is opened fresh for your session and safely discarded afterward. Minor bruising or slight soreness at a point can happen, but serious side effects are rare when acupuncture is done by a trained practitioner.',
          },
          {
            title: 'How many sessions will I need?',
            content:
              'It varies. Some people notice a change after one or two visits, while long-standing problems often need a series of sessions. We usually suggest a short trial, then review your progress together before deciding whether to continue.',
          },
          {
            title: 'Does insurance cover acupuncture?',
            content:
              'Some plans cover acupuncture and others do not. Call our front desk and we will help you check your benefits, and we will always share your costs upfront through a good faith estimate.',
          },
        ],
      },
    },
    es: {
      heroKicker: 'Acupuntura en Lenexa',
      title: 'Acupuntura para aliviar el dolor y relajarse',
      navTitle: 'Acupuntura',
      summary:
        'Una sesión de acupuntura tranquila y sin prisas, con agujas estériles de un solo uso, sola o junto con la quiropráctica, para el dolor, la tensión y el estrés.',
      description:
        'Acupuntura en Lenexa, KS: visitas tranquilas de una hora con agujas estériles de un solo uso para el dolor, la tensión y el estrés.',
      intro: [
        'La acupuntura se practica desde hace más de 2,400 años, y hoy es una de las terapias complementarias más estudiadas del mundo. Se colocan agujas muy finas y estériles en puntos específicos del cuerpo para calmar los músculos sobrecargados, aliviar el dolor y ayudar al cuerpo a entrar en un estado más relajado.',
        'En {{shortName}}, la acupuntura es un momento tranquilo y sin prisas de su día. Muchos de nuestros pacientes la usan para el dolor de espalda y de cuello, los dolores de cabeza por tensión o el estrés que parece acumularse en los hombros. Otros la añaden a su atención quiropráctica para que los músculos tensos se suelten. En cualquier caso, nos tomamos el tiempo de entender lo que usted espera y le explicamos cada paso antes de comenzar.',
        'Si le da curiosidad pero le ponen un poco nervioso las agujas, no es el único. A la mayoría de las personas les sorprende lo poco que sienten, y muchas dicen que la sesión es una de las horas más relajantes de su semana.',
      ],
      sections: [
        {
          heading: '¿Qué es la acupuntura?',
          paragraphs: [
            'La acupuntura nació en China hace más de dos milenios y se ha perfeccionado a lo largo de generaciones. Las explicaciones tradicionales hablan de puntos a lo largo de canales de energía en el cuerpo. La investigación moderna ofrece otra mirada: estimular ciertos puntos parece activar nervios, músculos y tejido conectivo, lo que podría cambiar la forma en que el cerebro y la médula espinal procesan las señales de dolor y favorecer la liberación de sustancias analgésicas propias del cuerpo.',
            'No necesita adoptar ninguna creencia en particular para beneficiarse. Explicamos la acupuntura en términos prácticos, fijamos expectativas realistas y seguimos de cerca cómo responde de una visita a otra, para que su atención se centre en resultados que usted pueda sentir.',
          ],
          imageAlt:
            'Un paciente descansa boca abajo con finas agujas de acupuntura colocadas a lo largo de la parte alta de la espalda y los hombros.',
        },
        {
          heading: 'Qué esperar durante su visita',
          paragraphs: [
            'Una visita dura alrededor de una hora. Comenzamos hablando de sus síntomas, su historial de salud y los medicamentos que toma, y luego revisamos las zonas que le molestan. Cuando esté cómodo en la camilla, se colocan agujas finas en los puntos elegidos. La mayoría de las personas sienten un toque ligero, una molestia sorda o un calor suave, más que dolor.',
            'Después descansa de 30 a 45 minutos con las agujas puestas, en una sala tranquila y cálida. Muchos pacientes se quedan dormidos o simplemente disfrutan de la calma. Al final se retiran y desechan las agujas, y conversamos sobre cómo se siente y cuáles son los siguientes pasos.',
          ],
          list: [
            'Agujas estériles, desechables y de un solo uso, que se abren frente a usted y nunca se reutilizan',
            'Agujas mucho más delgadas que las que se usan para inyecciones o análisis de sangre',
            'Use ropa suelta y cómoda, y coma algo ligero antes de venir',
            'Tome agua y, si puede, descanse el resto del día',
          ],
          imageAlt:
            'Una persona sentada con calma, con los ojos cerrados y respirando profundamente, el estado de relajación que muchos alcanzan durante una sesión de acupuntura.',
        },
        {
          heading: 'En qué puede ayudar la acupuntura',
          paragraphs: [
            'La investigación sobre la acupuntura sigue creciendo y los resultados varían de una persona a otra. Las revisiones de estudios clínicos sugieren que puede ayudar a algunas personas con dolor lumbar de larga duración, dolor de cuello, dolor de rodilla por artrosis y dolores de cabeza tensionales, y que puede reducir la frecuencia de las migrañas en algunos casos. Muchos pacientes también nos cuentan que duermen mejor y se sienten menos estresados, aunque esas experiencias son personales y no están garantizadas.',
            'La acupuntura no reemplaza la atención médica. Si tiene pérdida de peso sin explicación, fiebre, dolor en el pecho o un cambio repentino en sus síntomas, consulte a su médico. Avísenos si está embarazada, toma anticoagulantes o tiene un marcapasos, para adaptar su atención de forma segura.',
          ],
          list: [
            'Dolor crónico de la zona lumbar y del cuello',
            'Dolores de cabeza por tensión y prevención de migrañas',
            'Dolor articular, incluida la artrosis de rodilla',
            'Tensión muscular y estrés',
            'Sueño interrumpido por el dolor o la tensión',
          ],
          imageAlt:
            'Un cerebro y una médula espinal con nervios que se ramifican hacia el cuerpo, mostrando las vías que transmiten las señales de dolor.',
        },
        {
          heading: 'Acupuntura y quiropráctica juntas',
          paragraphs: [
            'La acupuntura y la quiropráctica se complementan muy bien. Los ajustes quiroprácticos se centran en cómo se mueven sus articulaciones, mientras que la acupuntura actúa sobre los músculos y nervios que las rodean. Cuando unos músculos tensos y en guardia siguen llevando una articulación a un patrón rígido, relajarlos con acupuntura puede hacer que los ajustes sean más cómodos y que los resultados duren más.',
            'Como ambos servicios están bajo el mismo techo, el mismo equipo coordina su atención. El {{doctorShort}} puede recomendarle acupuntura el mismo día de su ajuste o en una visita aparte, según su horario y cómo responda su cuerpo. No hay ninguna presión para hacer las dos cosas: muchos pacientes eligen solo una, y eso está perfectamente bien.',
          ],
          imageAlt:
            'Las manos del {{doctorShort}} ajustan con suavidad la parte alta de la espalda de un paciente acostado boca abajo en una camilla, una atención que puede combinarse con la acupuntura.',
        },
      ],
      accordion: {
        heading: 'Acupuntura: preguntas frecuentes',
        faq: true,
        items: [
          {
            title: '¿Duele la acupuntura?',
            content:
              'La mayoría de las personas sienten muy poco. Las agujas de acupuntura son extremadamente delgadas, y puede notar un pinchazo breve, una molestia sorda o una sensación de calor o pesadez en un punto. Si algo le resulta incómodo, díganoslo y ajustaremos o retiraremos la aguja de inmediato.',
          },
          {
            title: '¿Cuánto dura una sesión?',
            content:
              'Calcule alrededor de una hora. Eso incluye una breve conversación inicial, la colocación de las agujas, de 30 a 45 minutos de descanso con las agujas puestas y unos minutos al final para hablar de cómo se siente.',
          },
          {
            title: '¿Las agujas son seguras y limpias?',
            content:
              'Sí. Usamos solamente agujas estériles, desechables y de un solo uso. Cada una se abre nueva para su sesión y se desecha de forma segura al terminar. Puede aparecer un pequeño moretón o una leve molestia en algún punto, pero los efectos secundarios graves son poco comunes cuando la acupuntura la realiza un profesional capacitado.',
          },
          {
            title: '¿Cuántas sesiones necesitaré?',
            content:
              'Depende. Algunas personas notan un cambio después de una o dos visitas, mientras que los problemas de larga duración suelen necesitar una serie de sesiones. Normalmente sugerimos una prueba corta y luego revisamos juntos su progreso antes de decidir si continuar.',
          },
          {
            title: '¿El seguro cubre la acupuntura?',
            content:
              'Algunos planes cubren la acupuntura y otros no. Llame a nuestra recepción y le ayudaremos a revisar sus beneficios; además, siempre le daremos a conocer sus costos por adelantado mediante una estimación de buena fe.',
          },
        ],
      },
    },
  },
};
