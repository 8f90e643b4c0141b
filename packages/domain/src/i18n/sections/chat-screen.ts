import { defineSection } from '../define-section.ts';

/**
 * Texts of the chat screens (docs/product/doctor-chat.md, tier1-chat.md, state-machines.md#chat-flows): the input, the responding
 * indicator, the 'Related' suggestions, the doctor chatbot's capabilities panel and its
 * inline consultation form. {persona} is the clinic's assistant name (clinic-info
 * chat_persona_name) or `defaultPersona`. The engine's own replies are in `chat`, the
 * form's rule message in `validation.doctorFormRequired`, its failure text in
 * `errors.chatbotSubmitFailed`, a failed reply in `errors.chatFailed`.
 */
export const chatScreen = defineSection({
  en: {
    defaultPersona: '{clinic} AI',
    placeholder: 'Ask {persona} anything...',
    inputLabel: 'Your message to {persona}',
    send: 'Send',
    responding: '{persona} is responding...',
    related: 'Related',
    you: 'You',
    attachImage: 'Attach an image',
    removeImage: 'Remove image',
    attachedImage: 'Attached image',
    source: 'Source:',
    uploadingImage: 'Uploading image...',
    imagesOnly: 'Please choose an image file.',
    conversation: 'Conversation with {persona}',
    capabilities: {
      title: 'How {persona} can help',
      questions: 'Answer dermatology and cosmetic surgery questions',
      services: 'Tell you about our services',
      consultation: 'Help you schedule a consultation',
    },
    consultation: {
      suggestion: 'Schedule a Consultation',
      title: 'Schedule a Consultation',
      firstName: 'First Name',
      lastName: 'Last Name',
      email: 'Email',
      mobile: 'Mobile Number',
      required: 'required',
      submit: 'Submit',
      success: 'Thank you for filling the form, we will reach out to you at the earliest.',
    },
  },
  es: {
    defaultPersona: '{clinic} IA',
    placeholder: 'Pregúntale a {persona} lo que quieras...',
    inputLabel: 'Tu mensaje para {persona}',
    send: 'Enviar',
    responding: '{persona} está respondiendo...',
    related: 'Relacionadas',
    you: 'Tú',
    attachImage: 'Adjuntar una imagen',
    removeImage: 'Quitar imagen',
    attachedImage: 'Imagen adjunta',
    source: 'Fuente:',
    uploadingImage: 'Subiendo imagen...',
    imagesOnly: 'Elige un archivo de imagen.',
    conversation: 'Conversación con {persona}',
    capabilities: {
      title: 'Cómo te puede ayudar {persona}',
      questions: 'Responder preguntas de dermatología y cirugía estética',
      services: 'Contarte sobre nuestros servicios',
      consultation: 'Ayudarte a agendar una consulta',
    },
    consultation: {
      suggestion: 'Agendar una consulta',
      title: 'Agendar una consulta',
      firstName: 'Nombre',
      lastName: 'Apellido',
      email: 'Correo electrónico',
      mobile: 'Número de móvil',
      required: 'obligatorio',
      submit: 'Enviar',
      success: 'Gracias por llenar el formulario, nos comunicaremos contigo lo antes posible.',
    },
  },
});
