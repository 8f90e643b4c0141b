import type { Procedure } from '../procedures.ts';

/** What the knowledge base says about a procedure, topic by topic. */
export const KNOWLEDGE_TOPICS = ['about', 'candidate', 'recovery', 'risks', 'price'] as const;
export type KnowledgeTopic = (typeof KNOWLEDGE_TOPICS)[number];

type TopicTexts = Readonly<Record<KnowledgeTopic, string>>;

/**
 * General, textbook facts a clinic's front desk would tell anyone (never advice for
 * one person). Prices are typical US ranges of the surgeon's fee plus facility and
 * anaesthesia; the clinic's own quote comes from a consultation.
 */
export const PROCEDURE_KNOWLEDGE: Readonly<
  Partial<Record<Procedure, { readonly en: TopicTexts; readonly es: TopicTexts }>>
> = {
  TUMMY_TUCK: {
    en: {
      about:
        'A tummy tuck (abdominoplasty) removes loose skin and fat from the lower abdomen and usually tightens the abdominal muscles, leaving a flatter, firmer belly. It takes about 2 to 4 hours under general anesthesia.',
      candidate:
        'Good candidates are at a stable weight, do not smoke, and have loose skin or separated muscles after pregnancy or weight loss that diet and exercise do not fix. It is best done after you have finished having children.',
      recovery:
        'Recovery after a tummy tuck usually takes 2 to 3 weeks before returning to desk work and about 6 weeks before lifting or strenuous exercise. You walk slightly bent for the first days, wear a compression garment for several weeks, and swelling settles over 3 to 6 months.',
      risks:
        'Risks of a tummy tuck include fluid collection (seroma), infection, slow wound healing, blood clots, numbness and a visible scar along the lower abdomen. Smoking raises these risks.',
      price:
        'In the United States, a tummy tuck typically costs between $8,000 and $15,000 in total (US dollars, 2024 estimates), depending on the region, the surgeon and whether liposuction is added.',
    },
    es: {
      about:
        'La abdominoplastia elimina la piel y la grasa sobrantes de la parte baja del abdomen y suele tensar los músculos abdominales, para un vientre más plano y firme. Dura de 2 a 4 horas con anestesia general.',
      candidate:
        'Son buenos candidatos quienes tienen un peso estable, no fuman y tienen piel flácida o músculos separados tras un embarazo o una pérdida de peso que la dieta y el ejercicio no corrigen. Conviene hacerla cuando ya no se planean más embarazos.',
      recovery:
        'La recuperación de una abdominoplastia suele durar de 2 a 3 semanas antes de volver a un trabajo de oficina y unas 6 semanas antes de cargar peso o hacer ejercicio intenso. Los primeros días se camina algo encorvado, se usa una faja de compresión varias semanas y la inflamación baja en 3 a 6 meses.',
      risks:
        'Los riesgos de la abdominoplastia incluyen acumulación de líquido (seroma), infección, cicatrización lenta, coágulos, adormecimiento y una cicatriz visible en la parte baja del abdomen. Fumar aumenta estos riesgos.',
      price:
        'En Estados Unidos, una abdominoplastia suele costar en total entre 8.000 y 15.000 dólares estadounidenses (estimaciones de 2024), según la región, el cirujano y si se añade liposucción.',
    },
  },
  BBL: {
    en: {
      about:
        'A Brazilian butt lift (BBL) moves your own fat, taken by liposuction from areas such as the abdomen, flanks or back, into the buttocks to add volume and shape. It takes about 2 to 4 hours.',
      candidate:
        'Good candidates are healthy, at a stable weight, do not smoke, and have enough fat elsewhere to transfer. Very slim people may not have enough fat for the look they want.',
      recovery:
        'Recovery after a BBL usually means no sitting directly on the buttocks for about 2 to 3 weeks, returning to light work after 1 to 2 weeks and to full exercise after about 6 weeks. Part of the transferred fat is reabsorbed; the final shape shows after 3 to 6 months.',
      risks:
        'Risks of a BBL include fat embolism (rare but serious, which is why an experienced surgeon matters), infection, fat necrosis, uneven results, seroma and the usual risks of liposuction.',
      price:
        'In the United States, a BBL typically costs between $7,000 and $15,000 in total (US dollars, 2024 estimates), depending on the region, the surgeon and how many areas are treated with liposuction.',
    },
    es: {
      about:
        'El levantamiento de glúteos brasileño (BBL) traslada tu propia grasa, extraída con liposucción de zonas como el abdomen, los flancos o la espalda, a los glúteos para darles volumen y forma. Dura de 2 a 4 horas.',
      candidate:
        'Son buenos candidatos quienes están sanos, tienen un peso estable, no fuman y tienen suficiente grasa en otras zonas para trasladar. Las personas muy delgadas pueden no tener grasa suficiente.',
      recovery:
        'La recuperación de un BBL suele implicar no sentarse directamente sobre los glúteos durante 2 a 3 semanas, volver a un trabajo ligero en 1 a 2 semanas y al ejercicio completo en unas 6 semanas. Parte de la grasa se reabsorbe; la forma final se ve a los 3 a 6 meses.',
      risks:
        'Los riesgos del BBL incluyen embolia grasa (rara pero grave, por eso importa un cirujano con experiencia), infección, necrosis grasa, resultados desiguales, seroma y los riesgos propios de la liposucción.',
      price:
        'En Estados Unidos, un BBL suele costar en total entre 7.000 y 15.000 dólares estadounidenses (estimaciones de 2024), según la región, el cirujano y cuántas zonas se tratan con liposucción.',
    },
  },
  BREAST_AUGMENTATION: {
    en: {
      about:
        'Breast augmentation increases the size or fullness of the breasts with silicone or saline implants, or sometimes with your own fat. It takes about 1 to 2 hours under general anesthesia.',
      candidate:
        'Good candidates are healthy adults with fully developed breasts, realistic expectations and no active breast disease. Implant size is chosen with the surgeon to suit your frame.',
      recovery:
        'Recovery after breast augmentation is usually about 1 week before returning to desk work and 4 to 6 weeks before heavy lifting or upper-body exercise. You wear a support bra, and the implants settle into their final position over 2 to 3 months.',
      risks:
        'Risks of breast augmentation include capsular contracture (hardening around the implant), implant rupture, changes in nipple sensation, infection, asymmetry and the need for future surgery, since implants are not lifetime devices.',
      price:
        'In the United States, breast augmentation typically costs between $6,000 and $12,000 in total (US dollars, 2024 estimates), depending on the region, the surgeon and the implant type.',
    },
    es: {
      about:
        'El aumento de senos incrementa el tamaño o el volumen de las mamas con implantes de silicona o solución salina, o a veces con tu propia grasa. Dura de 1 a 2 horas con anestesia general.',
      candidate:
        'Son buenos candidatos los adultos sanos con las mamas completamente desarrolladas, expectativas realistas y sin enfermedad mamaria activa. El tamaño del implante se elige con el cirujano según tu complexión.',
      recovery:
        'La recuperación de un aumento de senos suele ser de 1 semana antes de volver a un trabajo de oficina y de 4 a 6 semanas antes de cargar peso o ejercitar la parte superior del cuerpo. Se usa un sujetador de soporte y los implantes se asientan en 2 a 3 meses.',
      risks:
        'Los riesgos del aumento de senos incluyen contractura capsular (endurecimiento alrededor del implante), ruptura del implante, cambios de sensibilidad en el pezón, infección, asimetría y la posibilidad de otra cirugía en el futuro, ya que los implantes no duran toda la vida.',
      price:
        'En Estados Unidos, un aumento de senos suele costar en total entre 6.000 y 12.000 dólares estadounidenses (estimaciones de 2024), según la región, el cirujano y el tipo de implante.',
    },
  },
  BREAST_LIFT: {
    en: {
      about:
        'A breast lift (mastopexy) raises and reshapes sagging breasts by removing extra skin and moving the nipple higher. It does not add volume by itself and takes about 2 to 3 hours.',
      candidate:
        'Good candidates have breasts that have lost firmness after pregnancy, breastfeeding, weight loss or age, are at a stable weight and do not smoke.',
      recovery:
        'Recovery after a breast lift is usually 1 to 2 weeks before returning to desk work and about 6 weeks before strenuous exercise, wearing a support bra. Scars fade over 12 to 18 months.',
      risks:
        'Risks of a breast lift include scarring, changes in nipple sensation, asymmetry, infection, slow healing and possible difficulty breastfeeding later.',
      price:
        'In the United States, a breast lift typically costs between $7,000 and $13,000 in total (US dollars, 2024 estimates), depending on the region and the surgeon.',
    },
    es: {
      about:
        'El levantamiento de senos (mastopexia) eleva y remodela las mamas caídas retirando piel sobrante y subiendo el pezón. Por sí solo no añade volumen y dura de 2 a 3 horas.',
      candidate:
        'Son buenos candidatos quienes tienen mamas que perdieron firmeza tras el embarazo, la lactancia, una pérdida de peso o la edad, con peso estable y sin fumar.',
      recovery:
        'La recuperación de un levantamiento de senos suele ser de 1 a 2 semanas antes de volver a un trabajo de oficina y de unas 6 semanas antes del ejercicio intenso, con sujetador de soporte. Las cicatrices se aclaran en 12 a 18 meses.',
      risks:
        'Los riesgos del levantamiento de senos incluyen cicatrices, cambios de sensibilidad en el pezón, asimetría, infección, cicatrización lenta y posible dificultad para amamantar más adelante.',
      price:
        'En Estados Unidos, un levantamiento de senos suele costar en total entre 7.000 y 13.000 dólares estadounidenses (estimaciones de 2024), según la región y el cirujano.',
    },
  },
  BREAST_LIFT_AND_AUGMENTATION: {
    en: {
      about:
        'A breast lift with augmentation combines a mastopexy, which raises and reshapes the breast, with implants that restore volume, in one operation of about 3 to 4 hours.',
      candidate:
        'Good candidates have both sagging and loss of volume, often after pregnancy or weight loss, are at a stable weight and do not smoke.',
      recovery:
        'Recovery after a breast lift with augmentation is usually 1 to 2 weeks before desk work and about 6 weeks before strenuous exercise, with a support bra; the final shape settles over 3 to 6 months.',
      risks:
        'Risks combine those of a lift and of implants: scarring, capsular contracture, changes in nipple sensation, asymmetry, infection and a higher chance of revision surgery.',
      price:
        'In the United States, a breast lift with augmentation typically costs between $9,000 and $16,000 in total (US dollars, 2024 estimates), depending on the region, the surgeon and the implant type.',
    },
    es: {
      about:
        'El levantamiento con aumento de senos combina una mastopexia, que eleva y remodela la mama, con implantes que recuperan el volumen, en una operación de 3 a 4 horas.',
      candidate:
        'Son buenos candidatos quienes tienen a la vez caída y pérdida de volumen, a menudo tras el embarazo o una pérdida de peso, con peso estable y sin fumar.',
      recovery:
        'La recuperación de un levantamiento con aumento de senos suele ser de 1 a 2 semanas antes del trabajo de oficina y de unas 6 semanas antes del ejercicio intenso, con sujetador de soporte; la forma final se asienta en 3 a 6 meses.',
      risks:
        'Los riesgos combinan los del levantamiento y los de los implantes: cicatrices, contractura capsular, cambios de sensibilidad en el pezón, asimetría, infección y mayor probabilidad de una cirugía de revisión.',
      price:
        'En Estados Unidos, un levantamiento con aumento de senos suele costar en total entre 9.000 y 16.000 dólares estadounidenses (estimaciones de 2024), según la región, el cirujano y el tipo de implante.',
    },
  },
  BREAST_REDUCTION: {
    en: {
      about:
        'Breast reduction (reduction mammoplasty) removes breast tissue, fat and skin to make the breasts smaller, lighter and better proportioned. It takes about 2 to 4 hours.',
      candidate:
        'Good candidates have large breasts that cause neck, back or shoulder pain, bra-strap grooves, skin irritation or limit activity. Insurance sometimes covers it when symptoms are documented.',
      recovery:
        'Recovery after breast reduction is usually 1 to 2 weeks before desk work and about 6 weeks before strenuous exercise, wearing a support bra. Many patients feel relief from back and neck pain soon after.',
      risks:
        'Risks of breast reduction include scarring, changes in nipple sensation, asymmetry, infection, slow healing and possible difficulty breastfeeding.',
      price:
        'In the United States, a breast reduction typically costs between $7,000 and $12,000 in total when paid privately (US dollars, 2024 estimates), depending on the region and the surgeon.',
    },
    es: {
      about:
        'La reducción de senos (mamoplastia de reducción) retira tejido mamario, grasa y piel para que las mamas sean más pequeñas, ligeras y proporcionadas. Dura de 2 a 4 horas.',
      candidate:
        'Son buenos candidatos quienes tienen mamas grandes que causan dolor de cuello, espalda u hombros, marcas de los tirantes, irritación de la piel o limitan la actividad. A veces el seguro la cubre si los síntomas están documentados.',
      recovery:
        'La recuperación de una reducción de senos suele ser de 1 a 2 semanas antes del trabajo de oficina y de unas 6 semanas antes del ejercicio intenso, con sujetador de soporte. Muchas pacientes notan pronto alivio del dolor de espalda y cuello.',
      risks:
        'Los riesgos de la reducción de senos incluyen cicatrices, cambios de sensibilidad en el pezón, asimetría, infección, cicatrización lenta y posible dificultad para amamantar.',
      price:
        'En Estados Unidos, una reducción de senos suele costar en total entre 7.000 y 12.000 dólares estadounidenses si se paga de forma privada (estimaciones de 2024), según la región y el cirujano.',
    },
  },
  ABDOMEN_LIPOSUCTION: {
    en: {
      about:
        'Abdomen liposuction removes stubborn fat from the belly and flanks through small incisions with a thin cannula. It contours the area but does not tighten loose skin or treat obesity.',
      candidate:
        'Good candidates are close to their goal weight, have good skin elasticity and pockets of fat that resist diet and exercise. Loose skin is better treated with a tummy tuck.',
      recovery:
        'Recovery after abdomen liposuction is usually a few days to 1 week before desk work and 2 to 4 weeks before strenuous exercise, wearing a compression garment. Swelling settles over 3 to 6 months.',
      risks:
        'Risks of liposuction include bruising, swelling, contour irregularities, numbness, fluid collection, infection and, rarely, blood clots.',
      price:
        'In the United States, abdomen liposuction typically costs between $4,000 and $9,000 in total (US dollars, 2024 estimates), depending on the region, the surgeon and the size of the area.',
    },
    es: {
      about:
        'La liposucción abdominal elimina la grasa resistente del vientre y los flancos mediante pequeñas incisiones con una cánula fina. Moldea la zona, pero no tensa la piel flácida ni trata la obesidad.',
      candidate:
        'Son buenos candidatos quienes están cerca de su peso ideal, tienen buena elasticidad de la piel y acúmulos de grasa que resisten la dieta y el ejercicio. La piel flácida se trata mejor con una abdominoplastia.',
      recovery:
        'La recuperación de una liposucción abdominal suele ser de unos días a 1 semana antes del trabajo de oficina y de 2 a 4 semanas antes del ejercicio intenso, con faja de compresión. La inflamación baja en 3 a 6 meses.',
      risks:
        'Los riesgos de la liposucción incluyen moretones, inflamación, irregularidades del contorno, adormecimiento, acumulación de líquido, infección y, rara vez, coágulos.',
      price:
        'En Estados Unidos, una liposucción abdominal suele costar en total entre 4.000 y 9.000 dólares estadounidenses (estimaciones de 2024), según la región, el cirujano y el tamaño de la zona.',
    },
  },
  LIPOSUCTION: {
    en: {
      about:
        'Liposuction removes pockets of fat from areas such as the abdomen, thighs, arms, back or chin through small incisions. It shapes the body but is not a weight-loss treatment.',
      candidate:
        'Good candidates are near their goal weight, have firm, elastic skin and localized fat that resists diet and exercise, and do not smoke.',
      recovery:
        'Recovery after liposuction is usually a few days to 1 week before desk work and 2 to 4 weeks before strenuous exercise, with a compression garment. The final contour shows after 3 to 6 months.',
      risks:
        'Risks of liposuction include bruising, swelling, contour irregularities, numbness, fluid collection, infection and, rarely, blood clots.',
      price:
        'In the United States, liposuction typically costs between $3,500 and $10,000 in total (US dollars, 2024 estimates), depending on the number of areas, the region and the surgeon.',
    },
    es: {
      about:
        'La liposucción elimina acúmulos de grasa de zonas como el abdomen, los muslos, los brazos, la espalda o la papada mediante pequeñas incisiones. Moldea el cuerpo, pero no es un tratamiento para bajar de peso.',
      candidate:
        'Son buenos candidatos quienes están cerca de su peso ideal, tienen piel firme y elástica y grasa localizada que resiste la dieta y el ejercicio, y no fuman.',
      recovery:
        'La recuperación de una liposucción suele ser de unos días a 1 semana antes del trabajo de oficina y de 2 a 4 semanas antes del ejercicio intenso, con faja de compresión. El contorno final se ve a los 3 a 6 meses.',
      risks:
        'Los riesgos de la liposucción incluyen moretones, inflamación, irregularidades del contorno, adormecimiento, acumulación de líquido, infección y, rara vez, coágulos.',
      price:
        'En Estados Unidos, una liposucción suele costar en total entre 3.500 y 10.000 dólares estadounidenses (estimaciones de 2024), según el número de zonas, la región y el cirujano.',
    },
  },
  LIP_FILLER: {
    en: {
      about:
        'Lip filler is an injection, usually of hyaluronic acid, that adds volume and shape to the lips. It takes about 15 to 30 minutes and lasts roughly 6 to 12 months.',
      candidate:
        'Good candidates are healthy adults who want fuller or more defined lips, are not pregnant and have no active cold sore or infection at the lips.',
      recovery:
        'Recovery after lip filler is short: swelling and possible bruising for 2 to 7 days; most people return to normal activities the same day.',
      risks:
        'Risks of lip filler include swelling, bruising, lumps, asymmetry, cold-sore flare-ups and, rarely, blocked blood vessels, which need urgent treatment by the injector.',
      price:
        'In the United States, lip filler typically costs between $500 and $1,000 per syringe (US dollars, 2024 estimates), depending on the region and the product.',
    },
    es: {
      about:
        'El relleno de labios es una inyección, normalmente de ácido hialurónico, que aporta volumen y forma a los labios. Dura de 15 a 30 minutos y el efecto se mantiene de 6 a 12 meses.',
      candidate:
        'Son buenos candidatos los adultos sanos que desean labios más llenos o definidos, no están embarazadas y no tienen herpes ni infección activa en los labios.',
      recovery:
        'La recuperación del relleno de labios es corta: inflamación y posibles moretones de 2 a 7 días; la mayoría retoma su actividad normal el mismo día.',
      risks:
        'Los riesgos del relleno de labios incluyen inflamación, moretones, bultos, asimetría, brotes de herpes y, rara vez, obstrucción de vasos sanguíneos, que requiere atención urgente de quien lo aplicó.',
      price:
        'En Estados Unidos, el relleno de labios suele costar entre 500 y 1.000 dólares estadounidenses por jeringa (estimaciones de 2024), según la región y el producto.',
    },
  },
  RHINOPLASTY: {
    en: {
      about:
        'Rhinoplasty reshapes the nose, changing its size, profile or tip, and can also improve breathing. It takes about 2 to 3 hours.',
      candidate:
        'Good candidates have a fully grown face (usually from about 16 to 18 years), are healthy and have clear, realistic goals.',
      recovery:
        'Recovery after rhinoplasty is usually 1 to 2 weeks with a splint and visible bruising before returning to work; subtle swelling of the tip can take up to a year to settle.',
      risks:
        'Risks of rhinoplasty include bleeding, breathing difficulty, numbness, asymmetry and the possibility of revision surgery.',
      price:
        'In the United States, rhinoplasty typically costs between $7,000 and $15,000 in total (US dollars, 2024 estimates), depending on the region, the surgeon and its complexity.',
    },
    es: {
      about:
        'La rinoplastia remodela la nariz, cambiando su tamaño, perfil o punta, y también puede mejorar la respiración. Dura de 2 a 3 horas.',
      candidate:
        'Son buenos candidatos quienes tienen el rostro completamente desarrollado (normalmente desde los 16 a 18 años), están sanos y tienen objetivos claros y realistas.',
      recovery:
        'La recuperación de una rinoplastia suele ser de 1 a 2 semanas con férula y moretones visibles antes de volver al trabajo; la inflamación sutil de la punta puede tardar hasta un año en desaparecer.',
      risks:
        'Los riesgos de la rinoplastia incluyen sangrado, dificultad para respirar, adormecimiento, asimetría y la posibilidad de una cirugía de revisión.',
      price:
        'En Estados Unidos, una rinoplastia suele costar en total entre 7.000 y 15.000 dólares estadounidenses (estimaciones de 2024), según la región, el cirujano y su complejidad.',
    },
  },
  BOTOX_INJECTIONS: {
    en: {
      about:
        'Botox injections relax the muscles that cause expression lines, such as forehead lines, frown lines and crow’s feet. A session takes about 15 minutes and the effect lasts 3 to 4 months.',
      candidate:
        'Good candidates are healthy adults with dynamic wrinkles who are not pregnant or breastfeeding and have no neuromuscular disease.',
      recovery:
        'There is almost no downtime after Botox: avoid rubbing the area and lying down for a few hours; the effect appears over 3 to 14 days.',
      risks:
        'Risks of Botox include bruising, headache, temporary drooping of an eyelid or brow and asymmetry, all usually temporary.',
      price:
        'In the United States, Botox typically costs between $300 and $800 per treatment area (US dollars, 2024 estimates), depending on the region and the number of units.',
    },
    es: {
      about:
        'Las inyecciones de bótox relajan los músculos que causan las líneas de expresión, como las de la frente, el entrecejo y las patas de gallo. Una sesión dura unos 15 minutos y el efecto dura de 3 a 4 meses.',
      candidate:
        'Son buenos candidatos los adultos sanos con arrugas de expresión que no están embarazadas ni amamantando y no tienen enfermedades neuromusculares.',
      recovery:
        'Casi no hay tiempo de recuperación tras el bótox: evita frotar la zona y acostarte durante unas horas; el efecto aparece entre 3 y 14 días.',
      risks:
        'Los riesgos del bótox incluyen moretones, dolor de cabeza, caída temporal de un párpado o una ceja y asimetría, normalmente pasajeros.',
      price:
        'En Estados Unidos, el bótox suele costar entre 300 y 800 dólares estadounidenses por zona tratada (estimaciones de 2024), según la región y el número de unidades.',
    },
  },
  FACE_LIFT: {
    en: {
      about:
        'A facelift (rhytidectomy) lifts and tightens the lower face and neck, reducing jowls and deep folds. It takes about 3 to 5 hours.',
      candidate:
        'Good candidates are healthy non-smokers with sagging skin of the face and neck who want a longer-lasting result than injectables give.',
      recovery:
        'Recovery after a facelift is usually 2 to 3 weeks before being seen in public comfortably; swelling and numbness fade over several months.',
      risks:
        'Risks of a facelift include bleeding (hematoma), nerve injury, numbness, scarring, hair loss near the incisions and asymmetry.',
      price:
        'In the United States, a facelift typically costs between $12,000 and $25,000 in total (US dollars, 2024 estimates), depending on the region, the surgeon and its extent.',
    },
    es: {
      about:
        'El lifting facial (ritidectomía) eleva y tensa la parte baja del rostro y el cuello, reduciendo la flacidez de las mejillas y los pliegues profundos. Dura de 3 a 5 horas.',
      candidate:
        'Son buenos candidatos los no fumadores sanos con flacidez en el rostro y el cuello que buscan un resultado más duradero que el de los inyectables.',
      recovery:
        'La recuperación de un lifting facial suele ser de 2 a 3 semanas antes de sentirse cómodo en público; la inflamación y el adormecimiento desaparecen en varios meses.',
      risks:
        'Los riesgos del lifting facial incluyen sangrado (hematoma), lesión nerviosa, adormecimiento, cicatrices, pérdida de cabello cerca de las incisiones y asimetría.',
      price:
        'En Estados Unidos, un lifting facial suele costar en total entre 12.000 y 25.000 dólares estadounidenses (estimaciones de 2024), según la región, el cirujano y su extensión.',
    },
  },
};
