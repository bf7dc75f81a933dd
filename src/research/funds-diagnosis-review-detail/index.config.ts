export default definePageConfig({ navigationBarTitleText: '诊断详情' });
