import { scene } from '@/content/illustrations';
import type { ServicePage } from '@/content/types';

export const service: ServicePage = {
  slug: 'golf',
  images: [scene('golf-swing'), scene('posture'), scene('back-pain'), scene('rehab-exercise')],
  steps: 'standard',
  copy: {
    en: {
      heroKicker: 'Golf Performance',
      title: 'Chiropractic Care for a Smoother, Healthier Golf Swing',
      navTitle: 'Golf Performance',
      summary:
        'Mobility work, swing-focused assessments and hands-on care to help you turn more freely, play more comfortably and recover well between rounds.',
      description:
        'Golf performance care in Lenexa, KS: thoracic and hip mobility, swing-focused chiropractic assessments and help with low back pain and golfer’s elbow.',
      intro: [
        'A good golf swing depends less on raw strength than on how well your body turns. In about a second, you wind up through your hips and upper back, store energy and release it through the club. When every link in that chain moves well, the swing feels easy. When one link is stiff, another part of your body has to work harder, and that is often where soreness begins.',
        'At {{shortName}}, we see golfers of every level, from weekend players to league regulars and competitive juniors. Many come in with the same story: a tight lower back after a round, a backswing that feels stuck or an elbow that aches on the range. {{doctorShort}} looks at the whole chain, not just the sore spot, and builds a plan around your body and your game.',
        'We are not swing coaches, and we are happy to work alongside yours. Our job is to help your body move the way your coach is asking it to.',
      ],
      sections: [
        {
          heading: 'Mobility: Where a Good Turn Begins',
          paragraphs: [
            'Your spine is not built to rotate equally along its length. The thoracic spine, the part of your upper and middle back where the ribs attach, is designed to turn. The lower back allows only a few degrees of twist at each level and works best as a stable base. The hips, as ball-and-socket joints, are meant to rotate freely. A full, comfortable backswing relies on the upper back and hips doing their share.',
            'Long hours at a desk or behind the wheel, an old injury or simply a winter off the course can take away that rotation. We check how your upper back, hips, shoulders and ankles move, then use adjustments, soft tissue work and targeted drills to restore motion where it is missing.',
          ],
          list: [
            'Thoracic rotation: turning your shoulders fully while your lower body stays stable',
            'Hip rotation: loading into the trail hip and turning through the lead hip',
            'Shoulder and shoulder blade motion for a wide, relaxed arc',
            'Ankle and foot mobility for a steady base and good balance',
          ],
          imageAlt:
            'A golfer at the top of the backswing on a fairway, a flag in the distance, showing the rotation the swing demands.',
        },
        {
          heading: 'Swing Mechanics and Your Body',
          paragraphs: [
            'Many swing faults have a physical cause. A golfer who cannot turn the upper back may lift up or sway off the ball. Stiff hips can lead to early extension, where the hips push toward the ball and the chest rises in the downswing. These patterns are hard to fix with practice alone when the body simply cannot reach the position.',
            'During your assessment we watch you set up and rotate, test posture at address and look for differences between your left and right sides. Then we explain what we found in golf terms and give you a few simple exercises you can do at home or before a round.',
          ],
          imageAlt:
            'Two side-view figures, one slumped and one standing tall and aligned, comparing poor and good posture at address.',
        },
        {
          heading: 'Preventing Common Golf Injuries',
          paragraphs: [
            'Low back pain is the most common complaint among golfers, and it often starts when the lower back makes up for stiff hips or a stiff upper back. Golfer’s elbow, pain on the inside of the elbow, tends to build up from repetitive gripping and hitting, especially off hard mats. Shoulder and wrist strain can follow the same pattern of overuse.',
            'Care may include adjustments, soft tissue work for tight forearm and back muscles, and exercises that strengthen your core and grip. Stop playing and get checked if pain is sharp or getting worse, or if you notice numbness, tingling or weakness in your arms or legs. Sudden severe back pain with leg weakness or loss of bladder control needs emergency care.',
          ],
          list: [
            'Warm up for five to ten minutes before you hit balls',
            'Build up practice volume gradually at the start of the season',
            'Mix hitting off mats with hitting off grass when you can',
            'Check your grip pressure and club fit with your pro',
            'Do not play through pain that changes how you swing',
          ],
          imageAlt:
            'A person holding their lower back with the lumbar area highlighted, the area that often takes the strain of a stiff swing.',
        },
        {
          heading: 'Recovery Between Rounds',
          paragraphs: [
            'What you do after a round matters almost as much as what you do before it. A short cool-down walk, a few gentle stretches for the hips and upper back and staying hydrated on hot Kansas afternoons can help you feel better the next morning. For a stiff back or sore elbow, heat or ice in intervals of up to 20 minutes may ease discomfort.',
            'You may have heard that chiropractic care adds distance to your drive. Some golfers do report hitting farther after improving their mobility, and one small randomized pilot trial of 43 golfers (Costa and colleagues, Journal of Chiropractic Medicine, 2009) found that those who combined spinal manipulation with stretching hit the ball farther over four weekly sessions than those who only stretched. Results vary from person to person, though, and we never promise a number. Our goal is a swing that feels smoother, more repeatable and more comfortable.',
          ],
          imageAlt:
            'A patient doing a rehabilitation exercise with a resistance band, part of a golfer’s recovery and strength routine.',
        },
      ],
      accordion: {
        heading: 'Golf Performance: Frequently Asked Questions',
        faq: true,
        items: [
          {
            title: 'Do I need to be in pain to benefit?',
            content:
              'No. Many golfers come to us simply because their swing feels restricted or they want to keep playing comfortably for years to come. An assessment can show where you are losing motion before it turns into pain.',
          },
          {
            title: 'Will chiropractic care add distance to my drives?',
            content:
              'It might, but we cannot promise it. Some golfers report longer drives after improving their hip and upper back mobility, and small studies have reported gains, but results vary widely. Most patients notice a freer, more comfortable turn.',
          },
          {
            title: 'Should I bring my clubs?',
            content:
              'You are welcome to bring a club so we can watch your setup and rotation, but it is not required. Comfortable clothes that let you move freely are the most important thing.',
          },
          {
            title: 'Can I keep playing while I am being treated?',
            content:
              'Usually, yes. We may suggest shorter practice sessions or a break from the range for a little while, depending on what we find. If a movement is painful, we will help you adjust it rather than simply telling you to stop.',
          },
        ],
      },
    },
    es: {
      heroKicker: 'Rendimiento en el golf',
      title: 'Quiropráctica para un swing de golf más fluido y saludable',
      navTitle: 'Rendimiento en el golf',
      summary:
        'Trabajo de movilidad, evaluaciones centradas en el swing y atención manual para girar con más libertad, jugar con más comodidad y recuperarse bien entre rondas.',
      description:
        'Golf en Lenexa, KS: movilidad torácica y de cadera, evaluaciones quiroprácticas del swing y ayuda con el dolor lumbar y el codo de golfista.',
      intro: [
        'Un buen swing de golf depende menos de la fuerza que de lo bien que gira su cuerpo. En más o menos un segundo, usted carga el giro con las caderas y la parte alta de la espalda, acumula energía y la libera a través del palo. Cuando cada eslabón de esa cadena se mueve bien, el swing se siente fácil. Cuando uno está rígido, otra parte del cuerpo tiene que trabajar más, y muchas veces ahí empieza la molestia.',
        'En {{shortName}} atendemos a golfistas de todos los niveles, desde quienes juegan los fines de semana hasta jugadores de liga y juveniles que compiten. Muchos llegan con la misma historia: la zona lumbar tensa después de una ronda, un backswing que se siente trabado o un codo que duele en el campo de práctica. El {{doctorShort}} observa toda la cadena, no solo la zona que duele, y arma un plan según su cuerpo y su juego.',
        'No somos entrenadores de swing, y con gusto trabajamos junto con el suyo. Nuestro trabajo es ayudar a que su cuerpo se mueva como su entrenador le pide.',
      ],
      sections: [
        {
          heading: 'Movilidad: donde empieza un buen giro',
          paragraphs: [
            'Su columna no está hecha para girar por igual en toda su longitud. La columna torácica, la parte alta y media de la espalda donde se unen las costillas, está diseñada para rotar. La zona lumbar permite solo unos pocos grados de giro en cada nivel y funciona mejor como una base estable. Las caderas, al ser articulaciones de bola y cavidad, están hechas para rotar con libertad. Un backswing completo y cómodo depende de que la espalda alta y las caderas hagan su parte.',
            'Muchas horas frente al escritorio o al volante, una lesión antigua o simplemente un invierno sin jugar pueden quitarle esa rotación. Revisamos cómo se mueven la espalda alta, las caderas, los hombros y los tobillos, y luego usamos ajustes, trabajo de tejidos blandos y ejercicios específicos para recuperar el movimiento donde falta.',
          ],
          list: [
            'Rotación torácica: girar los hombros por completo mientras la parte baja del cuerpo se mantiene estable',
            'Rotación de cadera: cargar el peso en la cadera de atrás y girar sobre la cadera de adelante',
            'Movimiento del hombro y del omóplato para un arco amplio y relajado',
            'Movilidad del tobillo y del pie para una base firme y buen equilibrio',
          ],
          imageAlt:
            'Un golfista en lo más alto del backswing en el fairway, con una bandera a lo lejos, mostrando la rotación que exige el swing.',
        },
        {
          heading: 'La mecánica del swing y su cuerpo',
          paragraphs: [
            'Muchos errores del swing tienen una causa física. Un golfista que no puede girar la espalda alta tiende a levantarse o a desplazarse lateralmente. Unas caderas rígidas pueden provocar una extensión temprana, en la que las caderas se acercan a la bola y el pecho se levanta durante el downswing. Estos patrones son difíciles de corregir solo con práctica cuando el cuerpo sencillamente no alcanza la posición.',
            'Durante la evaluación le observamos mientras se prepara y gira, revisamos su postura al colocarse frente a la bola y buscamos diferencias entre el lado izquierdo y el derecho. Luego le explicamos lo que encontramos en términos de golf y le damos algunos ejercicios sencillos para hacer en casa o antes de una ronda.',
          ],
          imageAlt:
            'Dos figuras de perfil, una encorvada y otra erguida y alineada, que comparan una postura deficiente y una buena postura frente a la bola.',
        },
        {
          heading: 'Cómo prevenir las lesiones comunes del golf',
          paragraphs: [
            'El dolor lumbar es la queja más común entre los golfistas, y a menudo empieza cuando la zona lumbar compensa unas caderas o una espalda alta rígidas. El codo de golfista, un dolor en la parte interna del codo, suele acumularse por agarrar y golpear de forma repetida, sobre todo desde tapetes duros. Las molestias de hombro y de muñeca pueden seguir el mismo patrón de sobreuso.',
            'La atención puede incluir ajustes, trabajo de tejidos blandos para los músculos tensos del antebrazo y la espalda, y ejercicios que fortalecen el abdomen y el agarre. Deje de jugar y hágase revisar si el dolor es punzante o va en aumento, o si nota entumecimiento, hormigueo o debilidad en los brazos o las piernas. Un dolor de espalda repentino e intenso con debilidad en las piernas o pérdida del control de la vejiga requiere atención de emergencia.',
          ],
          list: [
            'Caliente de cinco a diez minutos antes de empezar a golpear bolas',
            'Aumente poco a poco el volumen de práctica al inicio de la temporada',
            'Alterne los golpes desde tapete con golpes desde el pasto cuando pueda',
            'Revise con su profesional la presión del agarre y el ajuste de sus palos',
            'No siga jugando con un dolor que cambie su forma de hacer el swing',
          ],
          imageAlt:
            'Una persona se sostiene la zona lumbar, resaltada, la parte que a menudo sufre la carga de un swing rígido.',
        },
        {
          heading: 'Recuperación entre rondas',
          paragraphs: [
            'Lo que hace después de una ronda importa casi tanto como lo que hace antes. Una caminata corta para enfriar, unos estiramientos suaves de caderas y espalda alta y mantenerse hidratado en las tardes calurosas de Kansas pueden ayudarle a sentirse mejor a la mañana siguiente. Para una espalda rígida o un codo adolorido, el calor o el hielo en intervalos de hasta 20 minutos pueden aliviar la molestia.',
            'Quizá haya oído que la quiropráctica le da más distancia a su drive. Algunos golfistas cuentan que pegan más lejos después de mejorar su movilidad, y un pequeño ensayo piloto aleatorizado con 43 golfistas (Costa y colaboradores, Journal of Chiropractic Medicine, 2009) encontró que quienes combinaron la manipulación de la columna con estiramientos lanzaron la bola más lejos a lo largo de cuatro sesiones semanales que quienes solo se estiraron. Aun así, los resultados varían de una persona a otra y nunca prometemos una cifra. Nuestra meta es un swing más fluido, más constante y más cómodo.',
          ],
          imageAlt:
            'Un paciente hace un ejercicio de rehabilitación con una banda elástica, parte de la rutina de recuperación y fuerza de un golfista.',
        },
      ],
      accordion: {
        heading: 'Rendimiento en el golf: preguntas frecuentes',
        faq: true,
        items: [
          {
            title: '¿Tengo que tener dolor para beneficiarme?',
            content:
              'No. Muchos golfistas vienen simplemente porque sienten el swing limitado o porque quieren seguir jugando con comodidad durante muchos años. Una evaluación puede mostrar dónde está perdiendo movimiento antes de que se convierta en dolor.',
          },
          {
            title: '¿La quiropráctica aumentará la distancia de mis drives?',
            content:
              'Es posible, pero no podemos prometerlo. Algunos golfistas cuentan que pegan más lejos después de mejorar la movilidad de la cadera y de la espalda alta, y algunos estudios pequeños han reportado mejoras, pero los resultados varían mucho. La mayoría de los pacientes notan un giro más libre y cómodo.',
          },
          {
            title: '¿Debo traer mis palos?',
            content:
              'Puede traer un palo para que observemos su preparación y su giro, pero no es obligatorio. Lo más importante es usar ropa cómoda que le permita moverse con libertad.',
          },
          {
            title: '¿Puedo seguir jugando mientras recibo tratamiento?',
            content:
              'Por lo general, sí. Según lo que encontremos, quizá le sugiramos sesiones de práctica más cortas o un descanso del campo de práctica por un tiempo. Si un movimiento le causa dolor, le ayudaremos a ajustarlo en lugar de simplemente decirle que pare.',
          },
        ],
      },
    },
  },
};
