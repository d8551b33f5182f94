import { scene } from '@/content/illustrations';
import type { ConditionPage } from '@/content/types';

export const condition: ConditionPage = {
  slug: 'scoliosis',
  category: 'spine-related',
  images: [scene('scoliosis'), scene('scoliosis-screening')],
  steps: 'consultation',
  copy: {
    en: {
      title: 'The Comprehensive Guide to Understanding Scoliosis',
      navTitle: 'Scoliosis',
      summary:
        'Scoliosis is a sideways curve of the spine. Learn how it is found, what it can mean, and how our team supports comfort and function alongside your medical care.',
      description:
        'Scoliosis in children and adults: signs, screening and treatment options, and how {{shortName}} in Lenexa, KS supports comfort alongside medical care.',
      intro: [
        'Scoliosis is a sideways curve of the spine. Seen from behind, a typical spine runs fairly straight from the neck to the pelvis; with scoliosis it bends to one side in a C or S shape, and the vertebrae often twist slightly as well. Doctors call a curve scoliosis when it measures more than ten degrees on an X-ray.',
        'Scoliosis most commonly starts between the ages of 10 and 12, during the growth spurt before puberty, although it can appear earlier in childhood or develop later in adult life. Most curves are mild and never cause serious problems, but some grow larger while a child is still growing, which is why noticing the signs early and checking them regularly matters so much.',
        'This guide explains the main types of scoliosis, the signs parents and adults can look for, how the condition is identified and treated, and how our team at {{shortName}} can support your family alongside your pediatrician or orthopedic specialist.',
      ],
      sections: [
        {
          heading: 'Scoliosis at a Glance: Types, Signs and Who Is Affected',
          paragraphs: [
            'About eight in ten cases are idiopathic scoliosis, which means no single cause is found; it often runs in families and usually appears in the preteen and teen years. Congenital scoliosis comes from vertebrae that formed differently before birth. Neuromuscular scoliosis develops with conditions such as cerebral palsy or muscular dystrophy. In adults, degenerative scoliosis can form as the discs and joints of the spine wear unevenly over time.',
            'Girls and boys develop mild curves at similar rates, but girls are more likely to have curves that keep growing and need treatment. A family history of scoliosis also raises the odds. Because mild scoliosis is usually painless, the first signs are often noticed by a parent, a coach or during a school screening. Look for:',
          ],
          list: [
            'One shoulder or shoulder blade higher or more prominent than the other',
            'An uneven waistline, or one hip that sits higher',
            'The head not centered over the pelvis, or the body leaning to one side',
            'A rib hump on one side of the back when bending forward',
            'Clothes that hang unevenly, such as a hem that is longer on one side',
          ],
          imageAlt:
            'A back view of a spine with a gentle sideways S-shaped curve, showing what scoliosis looks like.',
        },
        {
          heading: 'How We Help',
          paragraphs: [
            'At {{shortName}}, {{doctorShort}} can check your child’s spine with a simple forward-bend screening, review posture and movement, and take X-rays on site when a curve is suspected, so it can be measured and followed over time. If a curve is growing or is large enough to need a brace or a surgical opinion, we refer you promptly to a pediatric orthopedic specialist and are glad to work alongside your child’s medical team.',
            'Chiropractic care does not straighten a scoliotic curve, and we never present it as a replacement for monitoring, bracing or surgery when those are indicated. What it can do is support comfort and function. Gentle adjustments, soft-tissue work, posture coaching and exercises to strengthen and balance the muscles of the trunk may help ease the back pain and stiffness that many people with scoliosis feel, and help them stay active in the sports and activities they love.',
          ],
          imageAlt:
            'A child bending forward at the waist while a clinician checks the spine, the simple forward-bend screening for scoliosis.',
        },
      ],
      accordion: {
        heading: 'Scoliosis Questions and Answers',
        faq: true,
        items: [
          {
            title: 'What are the consequences of scoliosis?',
            content:
              'Most mild curves cause few or no problems, and many people with scoliosis live fully active lives. Some notice uneven posture, clothes that fit differently, muscle fatigue or back pain, especially after standing or sitting for a long time, and teenagers may feel self-conscious about how their back looks. In a growing child, a curve can get larger, which is why regular checks matter. Rarely, a severe curve reduces the room in the chest and affects breathing. In adults, degenerative scoliosis can cause back pain and, at times, pressure on nerves that leads to leg pain or numbness.',
          },
          {
            title: 'How is scoliosis identified?',
            content:
              'Scoliosis is often first noticed at a school screening, a sports physical, a routine check-up or by a parent. The most common screening is the forward-bend test: the person bends forward at the waist while the clinician looks for a rib hump or uneven back, sometimes measuring the rotation with a small tool called a scoliometer. If a curve is suspected, a standing X-ray confirms it and measures its size, called the Cobb angle; a curve of more than ten degrees is scoliosis. The doctor also considers how much growing a child has left, since that affects the chance of progression.',
          },
          {
            title: 'How is scoliosis treated?',
            content:
              'Treatment depends on the size of the curve, the person’s age and how much growing is left. Mild curves are usually watched with regular check-ups and X-rays. For moderate curves in a growing child — roughly 25 to 40 degrees — an orthopedic specialist may prescribe a brace to help keep the curve from getting worse. Severe or fast-progressing curves may need a surgical consultation. Chiropractic care does not replace these options: it supports comfort and function alongside monitoring, bracing or surgical referral when indicated, with gentle adjustments, soft-tissue work and exercises that help people with scoliosis stay active.',
          },
        ],
      },
    },
    es: {
      title: 'Guía completa para entender la escoliosis',
      navTitle: 'Escoliosis',
      summary:
        'La escoliosis es una curva lateral de la columna. Conozca cómo se detecta, qué puede significar y cómo nuestro equipo apoya su comodidad y función junto con su atención médica.',
      description:
        'Escoliosis en niños y adultos: señales, detección y tratamientos, y cómo {{shortName}} en Lenexa, KS apoya su bienestar junto con su atención médica.',
      intro: [
        'La escoliosis es una curva lateral de la columna. Vista desde atrás, una columna típica va bastante recta desde el cuello hasta la pelvis; con escoliosis, se dobla hacia un lado en forma de C o de S, y a menudo las vértebras también se tuercen un poco. Los médicos llaman escoliosis a una curva que mide más de diez grados en una radiografía.',
        'La escoliosis suele comenzar entre los 10 y los 12 años, durante el estirón de crecimiento antes de la pubertad, aunque puede aparecer antes en la infancia o desarrollarse más tarde en la vida adulta. La mayoría de las curvas son leves y nunca causan problemas serios, pero algunas aumentan mientras el niño sigue creciendo; por eso es tan importante notar las señales a tiempo y revisarlas con regularidad.',
        'Esta guía explica los principales tipos de escoliosis, las señales que los padres y los adultos pueden observar, cómo se identifica y se trata la afección, y cómo nuestro equipo de {{shortName}} puede apoyar a su familia junto con su pediatra o su especialista en ortopedia.',
      ],
      sections: [
        {
          heading: 'La escoliosis en breve: tipos, señales y a quién afecta',
          paragraphs: [
            'Cerca de ocho de cada diez casos son de escoliosis idiopática, lo que significa que no se encuentra una causa única; a menudo se repite en la familia y suele aparecer en la preadolescencia y la adolescencia. La escoliosis congénita se debe a vértebras que se formaron de manera diferente antes del nacimiento. La escoliosis neuromuscular se presenta con afecciones como la parálisis cerebral o la distrofia muscular. En los adultos, la escoliosis degenerativa puede formarse cuando los discos y las articulaciones de la columna se desgastan de forma desigual con el tiempo.',
            'Las niñas y los niños desarrollan curvas leves en proporciones parecidas, pero en las niñas es más probable que la curva siga aumentando y necesite tratamiento. Tener familiares con escoliosis también aumenta la probabilidad. Como la escoliosis leve no suele doler, las primeras señales muchas veces las nota uno de los padres, un entrenador o una revisión escolar. Observe si hay:',
          ],
          list: [
            'Un hombro u omóplato más alto o más salido que el otro',
            'Una cintura desigual, o una cadera más alta que la otra',
            'La cabeza que no queda centrada sobre la pelvis, o el cuerpo inclinado hacia un lado',
            'Una joroba en las costillas de un lado de la espalda al inclinarse hacia adelante',
            'Ropa que cuelga de forma desigual, como un dobladillo más largo de un lado',
          ],
          imageAlt:
            'Vista de espaldas de una columna con una suave curva lateral en forma de S, que muestra cómo se ve la escoliosis.',
        },
        {
          heading: 'Cómo ayudamos',
          paragraphs: [
            'En {{shortName}}, el {{doctorShort}} puede revisar la columna de su hijo o hija con una sencilla prueba de inclinación hacia adelante, evaluar su postura y su movimiento, y tomar radiografías en la clínica cuando se sospecha una curva, para medirla y darle seguimiento con el tiempo. Si una curva está aumentando o es lo bastante grande como para necesitar un corsé o una opinión quirúrgica, lo referimos pronto a un especialista en ortopedia pediátrica y con gusto trabajamos junto con el equipo médico de su hijo o hija.',
            'La quiropráctica no endereza una curva de escoliosis, y nunca la presentamos como un sustituto del seguimiento, el corsé o la cirugía cuando estos están indicados. Lo que sí puede hacer es apoyar la comodidad y la función. Los ajustes suaves, el trabajo de tejidos blandos, la orientación sobre la postura y los ejercicios para fortalecer y equilibrar los músculos del tronco pueden ayudar a aliviar el dolor de espalda y la rigidez que sienten muchas personas con escoliosis, y a que sigan activas en los deportes y las actividades que disfrutan.',
          ],
          imageAlt:
            'Un niño se inclina hacia adelante desde la cintura mientras un profesional de la salud revisa su columna: la sencilla prueba de inclinación para detectar la escoliosis.',
        },
      ],
      accordion: {
        heading: 'Preguntas y respuestas sobre la escoliosis',
        faq: true,
        items: [
          {
            title: '¿Cuáles son las consecuencias de la escoliosis?',
            content:
              'La mayoría de las curvas leves causan pocos problemas o ninguno, y muchas personas con escoliosis llevan una vida plenamente activa. Algunas notan una postura desigual, ropa que les queda diferente, cansancio muscular o dolor de espalda, sobre todo después de estar mucho tiempo de pie o sentadas, y los adolescentes pueden sentirse cohibidos por cómo se ve su espalda. En un niño que está creciendo, la curva puede aumentar; por eso importan las revisiones regulares. En raras ocasiones, una curva grave reduce el espacio del tórax y afecta la respiración. En los adultos, la escoliosis degenerativa puede causar dolor de espalda y, a veces, presión sobre los nervios que provoca dolor o entumecimiento en las piernas.',
          },
          {
            title: '¿Cómo se identifica la escoliosis?',
            content:
              'A menudo la escoliosis se nota por primera vez en una revisión escolar, un examen deportivo, un chequeo de rutina o porque uno de los padres la ve. La prueba de detección más común es la de inclinación hacia adelante: la persona se inclina desde la cintura mientras el profesional busca una joroba en las costillas o una espalda desigual, y a veces mide la rotación con un instrumento llamado escoliómetro. Si se sospecha una curva, una radiografía de pie la confirma y mide su tamaño, llamado ángulo de Cobb; una curva de más de diez grados es escoliosis. El médico también considera cuánto le falta crecer al niño, lo que influye en el riesgo de que avance.',
          },
          {
            title: '¿Cómo se trata la escoliosis?',
            content:
              'El tratamiento depende del tamaño de la curva, la edad de la persona y cuánto le falta crecer. Las curvas leves suelen vigilarse con revisiones y radiografías periódicas. Para curvas moderadas en un niño que está creciendo —de unos 25 a 40 grados— un especialista en ortopedia puede indicar un corsé para ayudar a que la curva no empeore. Las curvas graves o que avanzan rápido pueden requerir una consulta quirúrgica. La quiropráctica no sustituye estas opciones: apoya la comodidad y la función junto con el seguimiento, el corsé o la referencia quirúrgica cuando están indicados, con ajustes suaves, trabajo de tejidos blandos y ejercicios que ayudan a las personas con escoliosis a mantenerse activas.',
          },
        ],
      },
    },
  },
};
