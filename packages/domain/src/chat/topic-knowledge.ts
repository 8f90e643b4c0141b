import type { Procedure } from '../procedures.ts';
import type { KbSource } from './kb-source.ts';

/** The extra topics a doctor-chat question can be about (doctor-topics.ts); asking for a consultation is booking. */
export const EXTRA_QUESTION_TOPICS = [
  'pregnancy',
  'smoking',
  'medications',
  'combinations',
  'sizing',
  'scars',
  'results',
] as const;

/**
 * Topics patients ask about beyond what a procedure is, costs, its recovery, risks and
 * candidacy (procedure-knowledge.ts): answered for any procedure, or for one.
 */
export const EXTRA_TOPICS = [...EXTRA_QUESTION_TOPICS, 'consultation'] as const;
export type ExtraTopic = (typeof EXTRA_TOPICS)[number];

/** One answer in both languages, each with the page that supports it. */
export interface SourcedAnswer {
  readonly en: string;
  readonly es: string;
  readonly source: { readonly en: KbSource; readonly es: KbSource };
}

const NHS = 'NHS';
const FDA = 'U.S. Food and Drug Administration';
const MEDLINEPLUS_ES = 'MedlinePlus en español (U.S. National Library of Medicine)';

/** Public patient-information pages, each as its publisher titles it. */
const PAGES = {
  nhsTummyTuck: {
    publisher: NHS,
    title: 'Tummy tuck (abdominoplasty)',
    url: 'https://www.nhs.uk/conditions/cosmetic-procedures/tummy-tuck/',
  },
  nhsRhinoplasty: {
    publisher: NHS,
    title: 'Nose reshaping (rhinoplasty)',
    url: 'https://www.nhs.uk/conditions/cosmetic-procedures/nose-reshaping-rhinoplasty/',
  },
  nhsBotox: {
    publisher: NHS,
    title: 'Botox injections',
    url: 'https://www.nhs.uk/conditions/cosmetic-procedures/botox-injections/',
  },
  nhsFillers: {
    publisher: NHS,
    title: 'Face and lip fillers (dermal fillers)',
    url: 'https://www.nhs.uk/conditions/cosmetic-procedures/non-surgical-cosmetic-procedures/dermal-fillers/',
  },
  nhsFatTransfer: {
    publisher: NHS,
    title: 'Surgical fat transfer',
    url: 'https://nhs.uk/conditions/cosmetic-treatments/surgical-fat-transfer',
  },
  nhsLiposuction: {
    publisher: NHS,
    title: 'Liposuction',
    url: 'https://www.nhs.uk/Conditions/Liposuction/Pages/Introduction.aspx',
  },
  nhsFacelift: {
    publisher: NHS,
    title: 'Facelift (rhytidectomy)',
    url: 'https://developer.api.nhs.uk/widgets/condition/?condition=/conditions/cosmetic-procedures/cosmetic-surgery/facelift/',
  },
  nhsBreastEnlargement: {
    publisher: NHS,
    title: 'Breast enlargement (implants)',
    url: 'https://developer.api.nhs.uk/widgets/condition/?condition=%2Fconditions%2Fcosmetic-procedures%2Fcosmetic-surgery%2Fbreast-enlargement%2F',
  },
  nhsProcedureRightForMe: {
    publisher: NHS,
    title: 'Is a cosmetic procedure right for me?',
    url: 'https://developer.api.nhs.uk/widgets/condition/?condition=/conditions/cosmetic-procedures/advice/cosmetic-procedure-right-for-me/',
  },
  nhsWalesBreastReduction: {
    publisher: 'NHS Direct Wales',
    title: 'Breast reduction on the NHS',
    url: 'https://www.nhsdirect.wales.nhs.uk/encyclopaedia/b/article/breastreduction',
  },
  nhsWalesScars: {
    publisher: 'NHS 111 Wales',
    title: 'Scars',
    url: 'https://111.wales.nhs.uk/Encyclopaedia/s/article/scars/',
  },
  nhsStopSmoking: {
    publisher: 'Northampton General Hospital NHS Trust',
    title: 'Stop smoking before your operation',
    url: 'https://www.northamptongeneral.nhs.uk/Patients-and-Visitors/For-inpatients/Stop-smoking-before-your-operation.aspx',
  },
  fdaBreastImplantRisks: {
    publisher: FDA,
    title: 'Risks and Complications of Breast Implants',
    url: 'https://fda.gov/medical-devices/breast-implants/risks-and-complications-breast-implants?ipid=promo-link-block1',
  },
  fdaDermalFillers: {
    publisher: FDA,
    title: 'Dermal Fillers (Soft Tissue Fillers)',
    url: 'https://www.fda.gov/medical-devices/cosmetic-devices/dermal-fillers-soft-tissue-fillers',
  },
  fdaDermalFillersEs: {
    publisher: FDA,
    title:
      'Qué hacer y qué no hacer con los rellenos dérmicos para las arrugas, los labios y otras partes',
    url: 'https://www.fda.gov/consumers/articulos-para-el-consumidor-en-espanol/que-hacer-y-que-no-hacer-con-los-rellenos-dermicos-para-las-arrugas-los-labios-y-otras-partes',
  },
  medlineplusBreastAugmentationEs: {
    publisher: MEDLINEPLUS_ES,
    title: 'Aumento de senos',
    url: 'https://medlineplus.gov/spanish/ency/article/002984.htm',
  },
  medlineplusBreastLiftEs: {
    publisher: MEDLINEPLUS_ES,
    title: 'Levantamiento de senos',
    url: 'https://medlineplus.gov/spanish/ency/article/007402.htm',
  },
  baapsPatients: {
    publisher: 'British Association of Aesthetic Plastic Surgeons (BAAPS)',
    title: 'Patient’s Area',
    url: 'https://baaps.org.uk/patients/',
  },
  aspsStatistics: {
    publisher: 'American Society of Plastic Surgeons',
    title: 'Plastic Surgery Statistics',
    url: 'https://www.plasticsurgery.org/plastic-surgery-statistics',
  },
} as const satisfies Record<string, KbSource>;

/** The same page for both languages (no Spanish twin could be verified). */
const both = (page: KbSource) => ({ en: page, es: page });

/** What holds for any procedure (general facts, never advice for one person). */
export const GENERAL_TOPIC_KNOWLEDGE: Readonly<Record<ExtraTopic, SourcedAnswer>> = {
  pregnancy: {
    en: 'Cosmetic surgery and injectable treatments are not done during pregnancy. After giving birth, surgeons commonly ask you to wait at least 6 months, and at least 6 months after you stop breastfeeding, before breast or body surgery, so that weight and breasts can settle. A tummy tuck is best done once you have finished having children, because a later pregnancy can stretch the tummy again.',
    es: 'La cirugía estética y los tratamientos inyectables no se realizan durante el embarazo. Después del parto, los cirujanos suelen pedir esperar al menos 6 meses, y al menos 6 meses desde que terminas la lactancia, antes de una cirugía de mamas o de cuerpo, para que el peso y las mamas se estabilicen. La abdominoplastia conviene hacerla cuando ya no planeas más embarazos, porque un embarazo posterior puede volver a estirar el abdomen.',
    source: { en: PAGES.nhsTummyTuck, es: PAGES.medlineplusBreastLiftEs },
  },
  smoking: {
    en: 'Smoking, vaping and any other nicotine, including patches and gum, narrow the blood vessels and raise the risk of complications such as slow wound healing, infection and loss of skin. Surgeons usually ask you to stop all nicotine at least 4 to 6 weeks before surgery and to stay off it for several weeks afterwards. The surgeon sets the exact rule for each procedure, and stopping for good brings the biggest benefit.',
    es: 'Fumar, vapear y cualquier otra forma de nicotina, incluidos los parches y los chicles, estrechan los vasos sanguíneos y aumentan el riesgo de complicaciones como cicatrización lenta, infección y pérdida de piel. Los cirujanos suelen pedir dejar toda la nicotina al menos 4 a 6 semanas antes de la cirugía y mantenerse sin ella varias semanas después. El cirujano fija la norma exacta para cada procedimiento, y dejar la nicotina de forma definitiva es lo que más beneficia.',
    source: both(PAGES.nhsStopSmoking),
  },
  medications: {
    en: 'Tell your surgeon about everything you take: prescription medicines such as blood thinners, over-the-counter pain relievers such as aspirin or ibuprofen, weight-loss medicines such as GLP-1 injections, and supplements such as fish oil, vitamin E, ginkgo or garlic. Some of these can affect bleeding or anesthesia. Decisions about any medicine are made by the doctor who prescribes it and your surgeon, so ask both before making any change.',
    es: 'Cuéntale a tu cirujano todo lo que tomas: medicamentos con receta como los anticoagulantes, analgésicos de venta libre como la aspirina o el ibuprofeno, medicamentos para bajar de peso como las inyecciones de GLP-1 y suplementos como el aceite de pescado, la vitamina E, el ginkgo o el ajo. Algunos pueden influir en el sangrado o en la anestesia. Las decisiones sobre cualquier medicamento las toman el médico que te lo receta y tu cirujano, así que consulta con ambos antes de hacer cualquier cambio.',
    source: both(PAGES.baapsPatients),
  },
  combinations: {
    en: 'Several procedures can often be done in one operation, for example a tummy tuck with a breast lift or augmentation and liposuction, often called a “mommy makeover”. Combining them means one anesthetic and one recovery period, but the surgery is longer and the recovery can be harder. The surgeon decides what is safe to combine, based on health and the total length of the operation.',
    es: 'A menudo se pueden hacer varios procedimientos en una misma operación, por ejemplo una abdominoplastia con levantamiento o aumento de senos y liposucción, lo que suele llamarse «mommy makeover». Combinarlos supone una sola anestesia y una sola recuperación, pero la cirugía es más larga y la recuperación puede ser más exigente. El cirujano decide qué es seguro combinar según el estado de salud y la duración total de la intervención.',
    source: { en: PAGES.baapsPatients, es: PAGES.medlineplusBreastLiftEs },
  },
  sizing: {
    en: 'Size is decided together with the surgeon at the consultation, not from a number chosen in advance. The surgeon measures and examines the area, looks at the tissue and skin, and talks through your goals to suggest a result that looks balanced and can be done safely. Photos of the look you like can help that conversation.',
    es: 'El tamaño se decide junto con el cirujano en la consulta, no a partir de una cifra elegida de antemano. El cirujano mide y examina la zona, valora el tejido y la piel, y habla contigo de tus objetivos para proponer un resultado proporcionado que pueda lograrse con seguridad. Llevar fotos del aspecto que te gusta puede ayudar en esa conversación.',
    source: both(PAGES.baapsPatients),
  },
  scars: {
    en: 'Every surgery leaves a scar, but surgeons place incisions where they are easiest to hide, such as natural skin folds or the underwear or bikini line. Scars are red or pink at first and fade gradually over 12 to 18 months, sometimes up to two years, though they never disappear completely. Protecting them from the sun and using silicone gel or sheets, as the surgeon advises, can help them settle.',
    es: 'Toda cirugía deja cicatriz, pero los cirujanos colocan las incisiones donde es más fácil disimularlas, como los pliegues naturales de la piel o la línea de la ropa interior o del bikini. Al principio las cicatrices son rojas o rosadas y se aclaran poco a poco en 12 a 18 meses, a veces hasta dos años, aunque nunca desaparecen del todo. Protegerlas del sol y usar gel o láminas de silicona, según indique el cirujano, puede ayudar a que mejoren.',
    source: both(PAGES.nhsWalesScars),
  },
  results: {
    en: 'Final results show once swelling has settled: within about two weeks for injectables, and usually over several months, up to a year, after surgery. How long they last depends on the procedure: injectables wear off over months, while surgical results are long-lasting but still change with ageing, weight changes and pregnancy. No procedure can guarantee a particular result.',
    es: 'El resultado final se ve cuando baja la inflamación: en unas dos semanas con los inyectables y, por lo general, a lo largo de varios meses, hasta un año, después de una cirugía. Cuánto dura depende del procedimiento: los inyectables pierden su efecto en meses, y los resultados quirúrgicos son duraderos, pero siguen cambiando con la edad, los cambios de peso y el embarazo. Ningún procedimiento puede garantizar un resultado concreto.',
    source: both(PAGES.nhsProcedureRightForMe),
  },
  consultation: {
    en: 'A consultation is where a personal plan and quote are made. The surgeon takes your medical history, including medicines and previous operations, examines and measures the area, and talks through your goals, the options, the risks, the recovery and the costs; photos are usually taken for your record, and you may see before-and-after photos of other patients. It is also the time to ask every question, and you should have time to think before deciding.',
    es: 'La consulta es donde se elaboran un plan personal y un presupuesto. El cirujano revisa tu historia clínica, incluidos los medicamentos y las operaciones previas, examina y mide la zona, y habla contigo de tus objetivos, las opciones, los riesgos, la recuperación y los costos; normalmente se toman fotos para tu expediente y puedes ver fotos de antes y después de otros pacientes. También es el momento de hacer todas tus preguntas, y deberías tener tiempo para pensarlo antes de decidir.',
    source: both(PAGES.baapsPatients),
  },
};

const liposuctionScars: SourcedAnswer = {
  en: 'Liposuction is done through a few small incisions, usually just a few millimetres long, placed in discreet spots such as skin folds or the bikini line. These small scars fade over the following months and usually become hard to see.',
  es: 'La liposucción se hace a través de unas pocas incisiones pequeñas, normalmente de pocos milímetros, colocadas en lugares discretos como los pliegues de la piel o la línea del bikini. Estas pequeñas cicatrices se aclaran en los meses siguientes y suelen volverse poco visibles.',
  source: both(PAGES.nhsLiposuction),
};

const liposuctionResults: SourcedAnswer = {
  en: 'Liposuction permanently removes fat cells from the treated areas, and the final contour shows after 3 to 6 months, once swelling settles. It is not a weight-loss treatment: the remaining fat cells can still grow, so weight gain will show and can change the result.',
  es: 'La liposucción elimina de forma permanente células de grasa de las zonas tratadas, y el contorno final se ve a los 3 a 6 meses, cuando baja la inflamación. No es un tratamiento para bajar de peso: las células de grasa que quedan pueden seguir creciendo, así que un aumento de peso se notará y puede cambiar el resultado.',
  source: both(PAGES.nhsLiposuction),
};

/** What is particular to a procedure; a topic missing here falls back to the general one. */
export const PROCEDURE_TOPIC_KNOWLEDGE: Readonly<
  Partial<Record<Procedure, Partial<Record<ExtraTopic, SourcedAnswer>>>>
> = {
  BREAST_AUGMENTATION: {
    sizing: {
      en: 'Implant size is measured in cc (its volume), and implants also differ in profile, which is how far they project from the chest. The surgeon measures the chest width and the breast tissue and talks through your goals, and many clinics let you try sizers in a bra to compare volumes. The final choice is the one that suits your frame and can be done safely.',
      es: 'El tamaño del implante se mide en cc (su volumen), y los implantes también se diferencian por su perfil, es decir, cuánto se proyectan desde el tórax. El cirujano mide el ancho del tórax y el tejido mamario y habla contigo de tus objetivos, y muchas clínicas permiten probar medidores (sizers) en un sujetador para comparar volúmenes. La elección final es la que se adapta a tu complexión y puede hacerse con seguridad.',
      source: { en: PAGES.nhsBreastEnlargement, es: PAGES.medlineplusBreastAugmentationEs },
    },
    scars: {
      en: 'Implants are usually placed through an incision in the crease under the breast (the inframammary fold), around the lower edge of the areola, or in the armpit. Each option hides the scar in a different place and has its own pros and cons, which the surgeon explains. The scar fades over the following months but does not disappear completely.',
      es: 'Los implantes suelen colocarse a través de una incisión en el pliegue debajo de la mama (el surco submamario), alrededor del borde inferior de la areola o en la axila. Cada opción oculta la cicatriz en un lugar distinto y tiene sus ventajas y desventajas, que explica el cirujano. La cicatriz se aclara en los meses siguientes, pero no desaparece del todo.',
      source: { en: PAGES.nhsBreastEnlargement, es: PAGES.medlineplusBreastAugmentationEs },
    },
    results: {
      en: 'The shape settles over 2 to 3 months as swelling goes down and the implants drop into place. Breast implants are not lifetime devices: the longer you have them, the more likely complications become, and many people need another operation years later to replace or remove them. The FDA advises watching the breasts for life and, with silicone implants, periodic imaging (MRI or ultrasound) to look for a silent rupture.',
      es: 'La forma se asienta en 2 a 3 meses, a medida que baja la inflamación y los implantes se colocan en su posición. Los implantes mamarios no duran toda la vida: cuanto más tiempo se llevan, más probables son las complicaciones, y muchas personas necesitan otra operación años después para cambiarlos o retirarlos. La FDA aconseja vigilar las mamas de por vida y, con implantes de silicona, hacer estudios de imagen periódicos (resonancia o ecografía) para detectar una rotura silenciosa.',
      source: both(PAGES.fdaBreastImplantRisks),
    },
    pregnancy: {
      en: 'Most people can breastfeed after breast augmentation, although some cannot, and an incision around the areola can make difficulties more likely. Pregnancy and breastfeeding stretch the breasts, so they can change the size and shape of the result, and some people later choose a lift or a revision. It is common to wait until after pregnancy and breastfeeding before having implants.',
      es: 'La mayoría de las personas puede amamantar después de un aumento de senos, aunque algunas no, y una incisión alrededor de la areola puede hacer más probables las dificultades. El embarazo y la lactancia estiran las mamas, por lo que pueden cambiar el tamaño y la forma del resultado, y algunas personas eligen después un levantamiento o una revisión. Es habitual esperar a después del embarazo y la lactancia para colocarse implantes.',
      source: { en: PAGES.fdaBreastImplantRisks, es: PAGES.medlineplusBreastAugmentationEs },
    },
  },
  BREAST_LIFT_AND_AUGMENTATION: {
    sizing: {
      en: 'In a lift with augmentation, the implant is planned together with the lift, because the skin removed and the volume added affect each other. The surgeon measures the chest and the breast tissue, looks at how much extra skin there is and talks through your goals before suggesting an implant size in cc. The final choice is the one that restores volume and shape safely.',
      es: 'En un levantamiento con aumento, el implante se planifica junto con el levantamiento, porque la piel que se retira y el volumen que se añade se influyen mutuamente. El cirujano mide el tórax y el tejido mamario, valora cuánta piel sobra y habla contigo de tus objetivos antes de proponer un tamaño de implante en cc. La elección final es la que recupera volumen y forma con seguridad.',
      source: { en: PAGES.nhsBreastEnlargement, es: PAGES.medlineplusBreastLiftEs },
    },
    scars: {
      en: 'The scars are those of the breast lift: around the areola, often a vertical line down to the crease under the breast, and sometimes a line along that crease (an anchor shape). The implant is usually placed through these same incisions. The scars fade over 12 to 18 months but stay visible up close.',
      es: 'Las cicatrices son las del levantamiento: alrededor de la areola, a menudo una línea vertical hasta el pliegue debajo de la mama y, a veces, una línea a lo largo de ese pliegue (en forma de ancla). El implante suele colocarse por esas mismas incisiones. Las cicatrices se aclaran en 12 a 18 meses, pero siguen viéndose de cerca.',
      source: { en: PAGES.nhsBreastEnlargement, es: PAGES.medlineplusBreastLiftEs },
    },
  },
  BREAST_LIFT: {
    scars: {
      en: 'The scars depend on how much skin is removed: around the areola only; around the areola plus a vertical line down to the breast crease (a “lollipop”); or both plus a line along the crease (an “anchor”). The surgeon makes one to three incisions and chooses the pattern from the amount of lift needed. The scars fade over 12 to 18 months but do not disappear.',
      es: 'Las cicatrices dependen de cuánta piel se retira: solo alrededor de la areola; alrededor de la areola más una línea vertical hasta el pliegue de la mama (en «piruleta»); o ambas más una línea a lo largo del pliegue (en «ancla»). El cirujano hace de una a tres incisiones y elige el patrón según cuánto haya que elevar. Las cicatrices se aclaran en 12 a 18 meses, pero no desaparecen.',
      source: both(PAGES.medlineplusBreastLiftEs),
    },
    results: {
      en: 'The breasts sit higher right away, and the shape settles over a few months as swelling goes down. The aim is improvement, not perfection, and the result is long-lasting but not permanent: ageing, gravity, weight changes and pregnancy can make the breasts sag again over time.',
      es: 'Las mamas quedan más altas desde el principio, y la forma se asienta en unos meses a medida que baja la inflamación. El objetivo es mejorar, no la perfección, y el resultado es duradero pero no permanente: la edad, la gravedad, los cambios de peso y el embarazo pueden hacer que las mamas vuelvan a caer con el tiempo.',
      source: both(PAGES.medlineplusBreastLiftEs),
    },
    pregnancy: {
      en: 'It is usually best to wait for a breast lift until you are no longer pregnant or breastfeeding, have finished having children and are at a stable weight, because pregnancy and breastfeeding can stretch the breasts again. A lift can also affect the ability to breastfeed later.',
      es: 'Para un levantamiento de senos suele ser mejor esperar hasta no estar embarazada ni amamantando, no planear más hijos y tener un peso estable, porque el embarazo y la lactancia pueden volver a estirar las mamas. El levantamiento también puede afectar la capacidad de amamantar más adelante.',
      source: both(PAGES.medlineplusBreastLiftEs),
    },
  },
  BREAST_REDUCTION: {
    scars: {
      en: 'A breast reduction usually leaves a scar around the areola and a vertical scar down to the crease under the breast, and often a horizontal scar along that crease (an anchor shape). The pattern depends on how much tissue and skin is removed. The scars fade over 12 to 18 months, and the lower ones are hidden by a bra or bikini top.',
      es: 'La reducción de senos suele dejar una cicatriz alrededor de la areola y otra vertical hasta el pliegue debajo de la mama, y a menudo una horizontal a lo largo de ese pliegue (en forma de ancla). El patrón depende de cuánto tejido y piel se retira. Las cicatrices se aclaran en 12 a 18 meses, y las inferiores quedan ocultas bajo el sujetador o el bikini.',
      source: both(PAGES.nhsWalesBreastReduction),
    },
    pregnancy: {
      en: 'Breastfeeding may be affected after a breast reduction: some people can breastfeed, while others make less milk or cannot breastfeed. Pregnancy and weight gain can also make the breasts larger again after surgery, so some people wait until they have finished having children.',
      es: 'La lactancia puede verse afectada después de una reducción de senos: algunas personas pueden amamantar, mientras que otras producen menos leche o no pueden hacerlo. El embarazo y el aumento de peso también pueden volver a agrandar las mamas después de la cirugía, por lo que algunas personas esperan a no planear más hijos.',
      source: both(PAGES.nhsWalesBreastReduction),
    },
  },
  TUMMY_TUCK: {
    scars: {
      en: 'A tummy tuck leaves a long scar low across the abdomen, usually from hip to hip, placed so that underwear or a bikini can hide it, and usually a scar around the belly button. A mini tummy tuck leaves a shorter scar. The scar fades over 12 to 18 months but stays visible.',
      es: 'La abdominoplastia deja una cicatriz larga en la parte baja del abdomen, normalmente de cadera a cadera, colocada para que la ropa interior o el bikini la oculten, y por lo general otra alrededor del ombligo. La miniabdominoplastia deja una cicatriz más corta. La cicatriz se aclara en 12 a 18 meses, pero sigue siendo visible.',
      source: both(PAGES.nhsTummyTuck),
    },
    pregnancy: {
      en: 'A later pregnancy can stretch the skin and muscles of the abdomen again and undo much of the result of a tummy tuck. That is why it is best done once you have finished having children, and surgeons commonly ask you to wait at least 6 months after giving birth and after breastfeeding, at a stable weight.',
      es: 'Un embarazo posterior puede volver a estirar la piel y los músculos del abdomen y deshacer buena parte del resultado de una abdominoplastia. Por eso conviene hacerla cuando ya no se planean más embarazos, y los cirujanos suelen pedir esperar al menos 6 meses después del parto y de la lactancia, con un peso estable.',
      source: both(PAGES.nhsTummyTuck),
    },
  },
  BBL: {
    sizing: {
      en: 'How much volume a BBL can add depends on how much fat can be taken safely from other areas and how much the buttocks can safely receive. Very slim people may not have enough fat for a large change. The surgeon assesses this at the consultation, and safety sets the limit on the amount transferred.',
      es: 'Cuánto volumen puede aportar un BBL depende de cuánta grasa se puede extraer con seguridad de otras zonas y de cuánta pueden recibir los glúteos con seguridad. Las personas muy delgadas pueden no tener grasa suficiente para un cambio grande. El cirujano lo valora en la consulta, y la seguridad marca el límite de la cantidad trasladada.',
      source: both(PAGES.nhsFatTransfer),
    },
    results: {
      en: 'Part of the transferred fat does not survive and is reabsorbed during the first few months, so the buttocks look fuller just after surgery than at the end. The final shape shows after about 3 to 6 months. The fat that survives behaves like the rest of your fat, so gaining or losing weight changes the result.',
      es: 'Parte de la grasa trasladada no sobrevive y se reabsorbe en los primeros meses, por lo que los glúteos se ven más llenos justo después de la cirugía que al final. La forma final se ve a los 3 a 6 meses, aproximadamente. La grasa que sobrevive se comporta como el resto de tu grasa, así que subir o bajar de peso cambia el resultado.',
      source: both(PAGES.nhsFatTransfer),
    },
  },
  LIP_FILLER: {
    sizing: {
      en: 'Lip filler is measured in millilitres; a first treatment often uses about 0.5 to 1 ml, and more can be added at a later visit if wanted. Starting small helps keep a natural look and lets the swelling settle before deciding on more. The injector plans the amount from the shape of the lips and the goals discussed.',
      es: 'El relleno de labios se mide en mililitros; en un primer tratamiento suele usarse de 0,5 a 1 ml, y se puede añadir más en una visita posterior si se desea. Empezar con poco ayuda a mantener un aspecto natural y deja que baje la inflamación antes de decidir si añadir más. Quien lo aplica planifica la cantidad según la forma de los labios y los objetivos hablados.',
      source: { en: PAGES.nhsFillers, es: PAGES.fdaDermalFillersEs },
    },
    results: {
      en: 'Lip filler is not permanent: how long it lasts depends on the product and the area, and in the lips it usually lasts about 6 to 12 months. Hyaluronic acid filler can be dissolved with an enzyme called hyaluronidase, given by a trained injector, if the result needs correcting or a complication occurs. The result can be judged once the swelling has settled, within about two weeks.',
      es: 'El relleno de labios no es permanente: cuánto dura depende del producto y de la zona, y en los labios suele durar de 6 a 12 meses. El relleno de ácido hialurónico se puede disolver con una enzima llamada hialuronidasa, aplicada por un profesional capacitado, si hay que corregir el resultado o surge una complicación. El resultado se puede valorar cuando baja la inflamación, en unas dos semanas.',
      source: { en: PAGES.fdaDermalFillers, es: PAGES.fdaDermalFillersEs },
    },
  },
  BOTOX_INJECTIONS: {
    results: {
      en: 'Botox starts to work within a few days and reaches its full effect after about two weeks. It is not permanent and usually lasts around 3 to 4 months; then the muscles gradually move again and the treatment can be repeated.',
      es: 'El bótox empieza a actuar en pocos días y alcanza su efecto completo en unas dos semanas. No es permanente y suele durar de 3 a 4 meses; después los músculos vuelven a moverse poco a poco y el tratamiento se puede repetir.',
      source: both(PAGES.nhsBotox),
    },
  },
  ABDOMEN_LIPOSUCTION: { scars: liposuctionScars, results: liposuctionResults },
  LIPOSUCTION: { scars: liposuctionScars, results: liposuctionResults },
  RHINOPLASTY: {
    results: {
      en: 'Most bruising fades within about two weeks, but swelling settles slowly, especially at the tip, and it can take up to a year for the final shape to show. The result is long-lasting, although a small number of people have a revision later.',
      es: 'La mayoría de los moretones desaparecen en unas dos semanas, pero la inflamación baja despacio, sobre todo en la punta, y la forma final puede tardar hasta un año en verse. El resultado es duradero, aunque un pequeño número de personas necesita una revisión más adelante.',
      source: both(PAGES.nhsRhinoplasty),
    },
  },
  FACE_LIFT: {
    scars: {
      en: 'Facelift incisions usually start in the hairline at the temples, run down in front of the ear and around behind it into the hairline, sometimes with a small cut under the chin. They follow natural creases and the hair, so they are hard to see once healed, and they fade over 12 to 18 months.',
      es: 'Las incisiones del lifting facial suelen empezar en el cuero cabelludo a la altura de las sienes, bajan por delante de la oreja y la rodean por detrás hasta el cuero cabelludo, a veces con un pequeño corte bajo el mentón. Siguen los pliegues naturales y el cabello, por lo que son difíciles de ver una vez curadas, y se aclaran en 12 a 18 meses.',
      source: both(PAGES.nhsFacelift),
    },
    results: {
      en: 'Swelling and numbness fade over several weeks to months, and the result can be judged after a few months. A facelift turns back some signs of ageing but does not stop it, so the face keeps ageing naturally; the improvement usually lasts for many years, and results cannot be guaranteed.',
      es: 'La inflamación y el adormecimiento desaparecen a lo largo de varias semanas o meses, y el resultado se puede valorar a los pocos meses. El lifting facial revierte algunos signos del envejecimiento, pero no lo detiene, así que el rostro sigue envejeciendo de forma natural; la mejora suele durar muchos años, y los resultados no se pueden garantizar.',
      source: both(PAGES.nhsFacelift),
    },
  },
};

/** The page behind each procedure's entries in procedure-knowledge.ts (about, candidate, recovery, risks). */
export const PROCEDURE_SOURCES: Readonly<
  Partial<Record<Procedure, { readonly en: KbSource; readonly es: KbSource }>>
> = {
  TUMMY_TUCK: both(PAGES.nhsTummyTuck),
  BBL: both(PAGES.nhsFatTransfer),
  BREAST_AUGMENTATION: {
    en: PAGES.nhsBreastEnlargement,
    es: PAGES.medlineplusBreastAugmentationEs,
  },
  BREAST_LIFT: both(PAGES.medlineplusBreastLiftEs),
  BREAST_LIFT_AND_AUGMENTATION: {
    en: PAGES.nhsBreastEnlargement,
    es: PAGES.medlineplusBreastLiftEs,
  },
  BREAST_REDUCTION: both(PAGES.nhsWalesBreastReduction),
  ABDOMEN_LIPOSUCTION: both(PAGES.nhsLiposuction),
  LIPOSUCTION: both(PAGES.nhsLiposuction),
  LIP_FILLER: { en: PAGES.nhsFillers, es: PAGES.fdaDermalFillersEs },
  RHINOPLASTY: both(PAGES.nhsRhinoplasty),
  BOTOX_INJECTIONS: both(PAGES.nhsBotox),
  FACE_LIFT: both(PAGES.nhsFacelift),
};

/** The page behind the cost ranges (price entries of procedure-knowledge.ts). */
export const COST_SOURCE: { readonly en: KbSource; readonly es: KbSource } | null = both(
  PAGES.aspsStatistics,
);
