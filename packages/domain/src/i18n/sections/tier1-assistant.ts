import { defineSection } from '../define-section.ts';

/**
 * The tier-1 AI assistant's chat (SPEC.md §2.7, §4.4): its scripted messages, quick
 * replies and the patient-coordinator intake. The quick replies and the closing lines
 * are the spec's exact wording.
 */
export const tier1Assistant = defineSection({
  en: {
    welcome:
      "Hi, I'm {assistant}, your AI assistant. I can show you a simulation of a procedure or connect you with a patient coordinator. How can I help you today?",
    replies: {
      simulate: 'Simulate a Procedure',
      coordinator: 'Talk to a Patient Coordinator',
      simulateOnMyImages: 'Simulate a procedure on my images',
      anotherProcedure: 'Simulate on another procedure',
      anotherImage: 'Upload another image',
      yes: 'Yes',
      no: 'No',
      retry: 'Try again',
    },
    whichProcedure: 'Which procedure should we start with?',
    exampleModel: "Here's an example model. Let me simulate {a} {procedure} on her.",
    exampleResult: 'Here is the simulated {procedure}. Would you like to see it on your own body?',
    photoReceived: 'Thanks! Let me simulate {a} {procedure} on your photo.',
    contactFirst: 'Your result is almost ready. Please enter your details to view it.',
    yourResult: 'Here is your simulated {procedure}.',
    noExampleModel: "I don't have an example model for {procedure} yet.",
    simulating: 'Simulating…',
    intake: {
      intro: "Let's get you connected with a patient coordinator.",
      firstName: "What's your first name?",
      lastName: "Thanks, {firstName}! What's your last name?",
      phone: 'What phone number can the coordinator reach you at?',
      age: 'How old are you?',
      height: "What's your height? (for example 5'7\")",
      weight: "What's your weight in lbs?",
      health: 'Do any of these apply to you? Choose all that apply.',
      procedureArea: 'Which areas would you like to improve?',
      procedures: 'Which procedures are you interested in?',
      timing: 'When would you like to have your procedure?',
      confirm: 'Confirm',
      anythingElse: "Thank you! Is there anything else you'd like to tell the patient coordinator?",
      messagePrompt: 'Write your message to the patient coordinator below.',
      messageLabel: 'Your message to the patient coordinator',
      send: 'Send',
      done: 'Thank you! A coordinator will reach out to you soon.',
    },
    invalid: {
      age: 'Please enter your age in years (18-100).',
    },
    photoAlt: 'Your photo',
    exampleAlt: 'Example model',
  },
  es: {
    welcome:
      'Hola, soy {assistant}, tu asistente de IA. Puedo mostrarte la simulación de un procedimiento o ponerte en contacto con un coordinador de pacientes. ¿Cómo puedo ayudarte hoy?',
    replies: {
      simulate: 'Simular un procedimiento',
      coordinator: 'Hablar con un coordinador de pacientes',
      simulateOnMyImages: 'Simular un procedimiento en mis imágenes',
      anotherProcedure: 'Simular otro procedimiento',
      anotherImage: 'Subir otra imagen',
      yes: 'Sí',
      no: 'No',
      retry: 'Intentar de nuevo',
    },
    whichProcedure: '¿Con qué procedimiento empezamos?',
    exampleModel: 'Aquí tienes una modelo de ejemplo. Voy a simular {a} {procedure} en ella.',
    exampleResult:
      'Aquí está la simulación de {procedure}. ¿Te gustaría verla en tu propio cuerpo?',
    photoReceived: '¡Gracias! Voy a simular {a} {procedure} en tu foto.',
    contactFirst: 'Tu resultado está casi listo. Introduce tus datos para verlo.',
    yourResult: 'Aquí está tu simulación de {procedure}.',
    noExampleModel: 'Todavía no tengo una modelo de ejemplo para {procedure}.',
    simulating: 'Simulando…',
    intake: {
      intro: 'Vamos a ponerte en contacto con un coordinador de pacientes.',
      firstName: '¿Cuál es tu nombre?',
      lastName: '¡Gracias, {firstName}! ¿Cuál es tu apellido?',
      phone: '¿A qué número de teléfono puede llamarte el coordinador?',
      age: '¿Cuántos años tienes?',
      height: '¿Cuál es tu estatura? (por ejemplo 5\'7")',
      weight: '¿Cuál es tu peso en libras?',
      health: '¿Alguna de estas opciones se aplica a ti? Elige todas las que correspondan.',
      procedureArea: '¿Qué zonas te gustaría mejorar?',
      procedures: '¿Qué procedimientos te interesan?',
      timing: '¿Cuándo te gustaría hacerte el procedimiento?',
      confirm: 'Confirmar',
      anythingElse: '¡Gracias! ¿Hay algo más que te gustaría decirle al coordinador de pacientes?',
      messagePrompt: 'Escribe abajo tu mensaje para el coordinador de pacientes.',
      messageLabel: 'Tu mensaje para el coordinador de pacientes',
      send: 'Enviar',
      done: '¡Gracias! Un coordinador se pondrá en contacto contigo pronto.',
    },
    invalid: {
      age: 'Por favor, introduce tu edad en años (18-100).',
    },
    photoAlt: 'Tu foto',
    exampleAlt: 'Modelo de ejemplo',
  },
});
