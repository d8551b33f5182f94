import { scene } from '@/content/illustrations';
import type { ConditionPage } from '@/content/types';

export const condition: ConditionPage = {
  slug: 'wellness-care',
  category: 'family-chiropractic',
  images: [scene('wellness'), scene('treatment-plan'), scene('healthy-habits'), scene('family')],
  steps: 'consultation',
  copy: {
    en: {
      title: 'Wellness Care for Every Stage of Life',
      navTitle: 'Wellness Care',
      summary:
        'Regular chiropractic check-ups and simple daily habits to help you stay active and comfortable after the pain is gone.',
      description:
        'Wellness chiropractic care in Lenexa, KS: regular check-ups, gentle adjustments and daily habits to help you and your family stay active and comfortable.',
      intro: [
        'Most people first visit a chiropractor because something hurts. Once the pain eases, many of them want to know how to keep it from coming back. That is where wellness care comes in. Instead of waiting for the next flare-up, you check in regularly so small problems can be addressed before they turn into big ones.',
        'Think of it like a dental cleaning or a tune-up for your car. At {{shortName}}, wellness care combines periodic exams and gentle adjustments with practical advice about posture, movement, sleep and stress. {{doctorShort}} tailors it to your age, your work and the activities you love, whether that is gardening, pickleball or keeping up with grandchildren.',
      ],
      sections: [
        {
          heading: 'What Is Wellness Care?',
          paragraphs: [
            'Wellness care, sometimes called maintenance care, is ongoing chiropractic care for people who are no longer in acute pain. The focus shifts from relief to keeping your spine and joints moving well, catching stiffness or muscle imbalances early and supporting the habits that keep you feeling your best.',
            'Research suggests that some people with recurring back pain have fewer painful days when they continue with periodic maintenance visits after their initial care. Everyone is different, so we do not promise a particular result, but many of our patients tell us that regular check-ups help them stay active with fewer setbacks.',
          ],
          imageAlt:
            'A person stretching outdoors in the morning sun, staying active as part of everyday wellness.',
        },
        {
          heading: 'Finding the Right Schedule',
          paragraphs: [
            'There is no single schedule that suits everyone. Some patients do well with a visit once a month; others come every six to eight weeks or at the change of the seasons. Your schedule depends on your history, how physically demanding your work and hobbies are, and how your body responds between visits.',
            'At each check-up, {{doctorShort}} reviews how you have been feeling, checks posture and joint movement, adjusts any areas that need it and updates your home exercises. If something new comes up, like a sports injury or a change in your health, we adjust your plan and let you know if you should also see your physician.',
          ],
          list: [
            'A brief review of how you have felt since your last visit',
            'A check of posture, spinal movement and muscle tension',
            'Gentle adjustments and soft tissue work where needed',
            'Updated stretches and exercises for your home routine',
          ],
          imageAlt:
            'A calendar with several visits checked off beside a clipboard with a care plan, a regular wellness schedule.',
        },
        {
          heading: 'Everyday Habits That Support Your Spine',
          paragraphs: [
            'What you do between visits matters as much as the visits themselves. Your spine and joints stay healthier with regular movement, and small daily choices add up over weeks and months. We focus on habits that are realistic for busy Kansas City families, not perfect routines that are hard to keep.',
            'If you work at a desk, set your monitor at eye level and stand up every 30 to 60 minutes for a short walk or stretch. At home, try to sleep on a supportive mattress with a pillow that keeps your neck level. Your body will thank you.',
          ],
          list: [
            'Move every day: walking, swimming, cycling or yoga',
            'Take a five- to ten-minute movement break during long periods of sitting',
            'Drink enough water through the day',
            'Aim for seven to nine hours of sleep for most adults',
            'Make time for stress relief, such as deep breathing or time outdoors',
          ],
          imageAlt:
            'A water bottle, an apple and a pair of running shoes, simple tools for healthy daily habits.',
        },
        {
          heading: 'Wellness Care for the Whole Family',
          paragraphs: [
            'Wellness care looks different at every age. For children and teens, check-ups let us follow a growing spine, check posture and help young athletes stay in the game. For working adults, care often focuses on desk posture, lifting at work and the stress that settles into the neck and shoulders.',
            'For older adults, gentle care and balance-focused exercises may help maintain mobility and confidence on your feet. Many families in Lenexa, Overland Park, Olathe and Shawnee schedule their visits together, which makes it easier for everyone to keep up. If any family member has new or unusual symptoms, we will always recommend the right next step, including a visit to their physician.',
          ],
          imageAlt:
            'Three generations of a family standing together and smiling, wellness care for every age.',
        },
      ],
    },
    es: {
      title: 'Atención de bienestar para cada etapa de la vida',
      navTitle: 'Atención de bienestar',
      summary:
        'Revisiones quiroprácticas periódicas y hábitos diarios sencillos para ayudarle a mantenerse activo y cómodo una vez que el dolor se ha ido.',
      description:
        'Quiropráctica de bienestar en Lenexa, KS: revisiones periódicas, ajustes suaves y hábitos diarios para que usted y su familia se mantengan activos.',
      intro: [
        'La mayoría de las personas visitan a un quiropráctico por primera vez porque algo les duele. Cuando el dolor disminuye, muchas quieren saber cómo evitar que regrese. Para eso existe la atención de bienestar. En lugar de esperar a la próxima crisis, usted viene a revisiones periódicas para que los pequeños problemas se atiendan antes de que se vuelvan grandes.',
        'Piense en ello como una limpieza dental o el mantenimiento de su auto. En {{shortName}}, la atención de bienestar combina exámenes periódicos y ajustes suaves con consejos prácticos sobre postura, movimiento, sueño y estrés. El {{doctorShort}} la adapta a su edad, su trabajo y las actividades que le gustan, ya sea la jardinería, el pickleball o seguirles el paso a sus nietos.',
      ],
      sections: [
        {
          heading: '¿Qué es la atención de bienestar?',
          paragraphs: [
            'La atención de bienestar, también llamada atención de mantenimiento, es una atención quiropráctica continua para personas que ya no tienen un dolor agudo. El enfoque pasa del alivio a mantener la columna y las articulaciones en buen movimiento, detectar a tiempo la rigidez o los desequilibrios musculares y apoyar los hábitos que le ayudan a sentirse mejor.',
            'Las investigaciones sugieren que algunas personas con dolor de espalda recurrente tienen menos días de dolor cuando continúan con visitas de mantenimiento periódicas después de su atención inicial. Cada persona es diferente, así que no prometemos un resultado en particular, pero muchos de nuestros pacientes nos dicen que las revisiones regulares les ayudan a mantenerse activos con menos recaídas.',
          ],
          imageAlt:
            'Una persona se estira al aire libre bajo el sol de la mañana, manteniéndose activa como parte de su bienestar diario.',
        },
        {
          heading: 'Cómo encontrar el horario adecuado',
          paragraphs: [
            'No existe un calendario único que le sirva a todo el mundo. A algunos pacientes les va bien una visita al mes; otros vienen cada seis a ocho semanas o con cada cambio de estación. Su calendario depende de su historial, de qué tan exigentes físicamente son su trabajo y sus pasatiempos, y de cómo responde su cuerpo entre una visita y otra.',
            'En cada revisión, el {{doctorShort}} repasa cómo se ha sentido, revisa su postura y el movimiento de sus articulaciones, ajusta las zonas que lo necesitan y actualiza sus ejercicios para casa. Si surge algo nuevo, como una lesión deportiva o un cambio en su salud, modificamos su plan y le decimos si también debe consultar a su médico.',
          ],
          list: [
            'Un breve repaso de cómo se ha sentido desde su última visita',
            'Una revisión de la postura, el movimiento de la columna y la tensión muscular',
            'Ajustes suaves y trabajo de tejidos blandos donde haga falta',
            'Estiramientos y ejercicios actualizados para su rutina en casa',
          ],
          imageAlt:
            'Un calendario con varias visitas marcadas junto a un portapapeles con un plan de atención, un horario regular de bienestar.',
        },
        {
          heading: 'Hábitos diarios que apoyan su columna',
          paragraphs: [
            'Lo que hace entre visitas importa tanto como las visitas mismas. Su columna y sus articulaciones se mantienen más sanas con movimiento regular, y las pequeñas decisiones diarias se acumulan con las semanas y los meses. Nos enfocamos en hábitos realistas para las familias ocupadas del área de Kansas City, no en rutinas perfectas que cuesta mantener.',
            'Si trabaja en un escritorio, coloque el monitor a la altura de los ojos y levántese cada 30 a 60 minutos para caminar o estirarse un poco. En casa, procure dormir en un colchón firme con una almohada que mantenga el cuello alineado. Su cuerpo se lo agradecerá.',
          ],
          list: [
            'Muévase todos los días: caminar, nadar, andar en bicicleta o hacer yoga',
            'Tome una pausa de cinco a diez minutos para moverse cuando pase mucho tiempo sentado',
            'Tome suficiente agua durante el día',
            'Procure dormir de siete a nueve horas, como se recomienda para la mayoría de los adultos',
            'Dedique tiempo a aliviar el estrés, por ejemplo con respiración profunda o tiempo al aire libre',
          ],
          imageAlt:
            'Una botella de agua, una manzana y un par de tenis para correr, herramientas sencillas para hábitos diarios saludables.',
        },
        {
          heading: 'Atención de bienestar para toda la familia',
          paragraphs: [
            'La atención de bienestar es distinta en cada edad. En niños y adolescentes, las revisiones nos permiten seguir el crecimiento de la columna, revisar la postura y ayudar a los jóvenes deportistas a seguir en el juego. En los adultos que trabajan, la atención suele centrarse en la postura frente al escritorio, la forma de levantar peso en el trabajo y el estrés que se acumula en el cuello y los hombros.',
            'En los adultos mayores, la atención suave y los ejercicios de equilibrio pueden ayudar a mantener la movilidad y la seguridad al caminar. Muchas familias de Lenexa, Overland Park, Olathe y Shawnee programan sus visitas juntas, lo que facilita que todos sean constantes. Si algún integrante de la familia tiene síntomas nuevos o poco comunes, siempre le recomendaremos el siguiente paso adecuado, incluida una visita a su médico.',
          ],
          imageAlt:
            'Tres generaciones de una familia juntas y sonriendo, atención de bienestar para todas las edades.',
        },
      ],
    },
  },
};
