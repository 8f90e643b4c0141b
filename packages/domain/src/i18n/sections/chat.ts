import { defineSection } from '../define-section.ts';

/**
 * What the chat engine says besides its knowledge entries: safety answers, redirects,
 * the follow-up questions it suggests ({procedure}: 'a tummy tuck', 'una abdominoplastia') and
 * the tier-1 assistant's replies to its intents.
 */
export const chat = defineSection({
  en: {
    dose: "I can't tell you which medicine or dose to take: only the doctor who knows your history and your surgery can. Please ask your surgeon or pharmacist, and if you are in severe pain, contact your surgeon today.",
    diagnosis:
      "I can't diagnose what you have or examine you online. A doctor needs to see you; we'd be glad to arrange a consultation.",
    personalPrice:
      'Your own price depends on your body, your goals and the plan the surgeon makes with you, so only a consultation can give you a quote. As a general range:',
    offTopic:
      'I can only help with questions about our procedures, recovery, and how the before/after simulation works. What would you like to know about them?',
    greeting:
      'Hello! I can tell you about our procedures, what recovery is like, typical price ranges, and how the simulation works. What would you like to know?',
    noMatch:
      "I don't have a reliable answer to that. Our team can answer it in a consultation; meanwhile, you can ask me about a procedure, its recovery, risks or price range.",
    whichProcedure:
      'Which procedure would you like to know about? I can tell you about {examples}.',
    consultationInvite:
      'For advice about your own case, please schedule a consultation with our team.',
    photoNotAssessed:
      'I can’t assess photos: only a surgeon who examines you can say what would suit your body. You can see a simulation of a procedure on your own photo, or schedule a consultation with our team.',
    services: 'Our clinic offers: {services}.',
    simulation:
      'The simulation shows an AI estimate of how a procedure could change your body, made from your own photo on our servers. Upload a clear photo or take one with the camera, pick a procedure, and compare before and after with the slider.',
    simulationLimits:
      'The simulation is an illustration, not a promise: real results depend on your anatomy, healing and the surgeon’s plan. It cannot predict scars, swelling or complications; your surgeon will discuss realistic results in a consultation.',
    privacy:
      'Your photos are used only to make your simulation and stay with the clinic; they are stored encrypted and never shared with third parties.',
    questions: {
      about: 'What is {procedure}?',
      candidate: 'Am I a good candidate for {procedure}?',
      recovery: 'How long is recovery after {procedure}?',
      risks: 'What are the risks of {procedure}?',
      price: 'How much does {procedure} cost?',
      simulation: 'How does the simulation work?',
      simulationLimits: 'How accurate is the simulation?',
      consultation: 'How do I book a consultation?',
    },
    consultation:
      'You can book a consultation right here: choose Schedule a Consultation and leave your details, and our team will contact you.',
    tier1: {
      collectContact:
        "I'd be happy to connect you with a patient coordinator. Let me take a few details so they can reach you.",
      simulateAsk: "Let's see your possible results. Which procedure should we start with?",
      simulate: "Great, let's simulate {procedure}.",
      cannotSimulate:
        "I can't simulate {procedure}: the simulation shows {simulated}. A patient coordinator can tell you more about {procedure}, or I can simulate one of those.",
    },
  },
  es: {
    dose: 'No puedo decirte qué medicamento ni qué dosis tomar: solo puede hacerlo el médico que conoce tu historial y tu cirugía. Pregunta a tu cirujano o farmacéutico y, si tienes un dolor fuerte, contacta hoy a tu cirujano.',
    diagnosis:
      'No puedo diagnosticar lo que tienes ni examinarte en línea. Un médico necesita verte; con gusto te ayudamos a agendar una consulta.',
    personalPrice:
      'Tu precio depende de tu cuerpo, tus objetivos y el plan que el cirujano haga contigo, así que solo una consulta puede darte un presupuesto. Como rango general:',
    offTopic:
      'Solo puedo ayudarte con preguntas sobre nuestros procedimientos, la recuperación y cómo funciona la simulación de antes y después. ¿Qué te gustaría saber?',
    greeting:
      '¡Hola! Puedo contarte sobre nuestros procedimientos, cómo es la recuperación, rangos de precios típicos y cómo funciona la simulación. ¿Qué te gustaría saber?',
    noMatch:
      'No tengo una respuesta fiable para eso. Nuestro equipo puede responderte en una consulta; mientras tanto, puedes preguntarme por un procedimiento, su recuperación, riesgos o rango de precio.',
    whichProcedure: '¿Sobre qué procedimiento te gustaría saber? Puedo contarte sobre {examples}.',
    consultationInvite: 'Para un consejo sobre tu caso, agenda una consulta con nuestro equipo.',
    photoNotAssessed:
      'No puedo valorar fotos: solo un cirujano que te examine puede decir qué le sentaría bien a tu cuerpo. Puedes ver una simulación de un procedimiento en tu propia foto, o agendar una consulta con nuestro equipo.',
    services: 'Nuestra clínica ofrece: {services}.',
    simulation:
      'La simulación muestra una estimación con IA de cómo un procedimiento podría cambiar tu cuerpo, hecha a partir de tu propia foto en nuestros servidores. Sube una foto clara o tómala con la cámara, elige un procedimiento y compara el antes y el después con el deslizador.',
    simulationLimits:
      'La simulación es una ilustración, no una promesa: los resultados reales dependen de tu anatomía, tu cicatrización y el plan del cirujano. No puede predecir cicatrices, inflamación ni complicaciones; tu cirujano te hablará de resultados realistas en una consulta.',
    privacy:
      'Tus fotos se usan solo para hacer tu simulación y se quedan en la clínica; se guardan cifradas y nunca se comparten con terceros.',
    questions: {
      about: '¿Qué es {procedure}?',
      candidate: '¿Soy buen candidato para {procedure}?',
      recovery: '¿Cuánto dura la recuperación de {procedure}?',
      risks: '¿Cuáles son los riesgos de {procedure}?',
      price: '¿Cuánto cuesta {procedure}?',
      simulation: '¿Cómo funciona la simulación?',
      simulationLimits: '¿Qué tan precisa es la simulación?',
      consultation: '¿Cómo agendo una consulta?',
    },
    consultation:
      'Puedes agendar una consulta aquí mismo: elige Agendar una consulta y deja tus datos, y nuestro equipo te contactará.',
    tier1: {
      collectContact:
        'Con gusto te pongo en contacto con un coordinador de pacientes. Déjame tomar algunos datos para que puedan comunicarse contigo.',
      simulateAsk: 'Veamos tus posibles resultados. ¿Con qué procedimiento empezamos?',
      simulate: 'Perfecto, simulemos {procedure}.',
      cannotSimulate:
        'No puedo simular {procedure}: la simulación muestra {simulated}. Una coordinadora de pacientes puede contarte más sobre {procedure}, o puedo simular uno de esos.',
    },
  },
});
