import { defineSection } from '../define-section.ts';

/** The chats' answers from the practice's own facts, and the dashboard's labels for them. */
export const practiceFacts = defineSection({
  en: {
    answer: {
      address: 'Our address: {value}',
      phone: 'You can reach us at {value}.',
      hours: 'Our opening hours: {value}',
      surgeons: 'About our surgeons: {value}',
      consultation_fee: 'About the consultation fee: {value}',
      financing: 'About financing: {value}',
    },
    notSet:
      "I don't have {fact} here. A patient coordinator can tell you: would you like to talk to one?",
    name: {
      address: 'our address',
      phone: 'our phone number',
      hours: 'our opening hours',
      surgeons: "our surgeons' credentials",
      consultation_fee: 'the consultation fee',
      financing: 'our financing options',
    },
    label: {
      address: 'Address',
      phone: 'Phone number',
      hours: 'Opening hours',
      surgeons: 'Surgeons and their credentials',
      consultation_fee: 'Consultation fee',
      financing: 'Financing and payment plans',
    },
    section: 'Practice facts',
    sectionHint:
      'Both chats answer patients from these words only. Leave one empty and they offer the patient coordinator instead.',
  },
  es: {
    answer: {
      address: 'Nuestra dirección: {value}',
      phone: 'Puedes contactarnos en el {value}.',
      hours: 'Nuestro horario: {value}',
      surgeons: 'Sobre nuestros cirujanos: {value}',
      consultation_fee: 'Sobre el precio de la consulta: {value}',
      financing: 'Sobre la financiación: {value}',
    },
    notSet:
      'No tengo aquí {fact}. Un coordinador de pacientes te lo puede decir: ¿quieres hablar con uno?',
    name: {
      address: 'nuestra dirección',
      phone: 'nuestro teléfono',
      hours: 'nuestro horario',
      surgeons: 'las credenciales de nuestros cirujanos',
      consultation_fee: 'el precio de la consulta',
      financing: 'nuestras opciones de financiación',
    },
    label: {
      address: 'Dirección',
      phone: 'Teléfono',
      hours: 'Horario',
      surgeons: 'Cirujanos y sus credenciales',
      consultation_fee: 'Precio de la consulta',
      financing: 'Financiación y planes de pago',
    },
    section: 'Datos de la clínica',
    sectionHint:
      'Los dos chats responden a los pacientes solo con estas palabras. Si dejas uno vacío, ofrecen el coordinador de pacientes.',
  },
});
